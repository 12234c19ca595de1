"""Project files, simulations, sweeps, reports: the jobs the GUI and command line run."""
