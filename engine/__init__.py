"""PrivDesk engine: all computation, no Qt.

A researcher can use it without the GUI: mechanisms in `engine.mechanisms`, attacks in
`engine.audits`, program-utility simulations in `engine.utility`, theory in
`engine.privacy`, file handling in `engine.data`, and the project-file workflow in
`engine.workflow`.
"""

__version__ = "0.1.0"
