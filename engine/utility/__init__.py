"""What privatization does to the program: targeting simulations (MATH 4)."""
