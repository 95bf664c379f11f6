// Tests drive the built `tapbench` with `TapbenchProcess` and `PseudoTerminal` through this module.
@_exported import TapbenchProcessDriver
