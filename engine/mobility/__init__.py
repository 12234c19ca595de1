"""Private origin–destination matrices from mobile-phone data and the analyses run on them
(MATH 5): the mechanism (od_matrix), its accuracy calculators, mobility SIR, displacement."""
