"""PyInstaller runtime hook: stand-ins for PySide6.QtOpenGL and QtOpenGLWidgets.

pyqtgraph imports both when it is imported, although it draws with OpenGL only when
asked to (`useOpenGL`), which PrivDesk never does. The real bindings (10 MB with their Qt
libraries) are left out of the bundle; these stand-ins satisfy the imports and let the
OpenGL widget classes be defined. Creating one raises, so a future use of OpenGL fails
loudly instead of drawing nothing. The finder sits last on `sys.meta_path`: a bundle that
does carry the real modules imports those.
"""

import importlib.abc
import importlib.machinery
import sys

_STAND_INS = {"PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets"}


class _WithoutOpenGL(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path=None, target=None):
        if name not in _STAND_INS:
            return None
        return importlib.machinery.ModuleSpec(name, self)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        if module.__name__ != "PySide6.QtOpenGLWidgets":
            return
        from PySide6.QtWidgets import QWidget

        class QOpenGLWidget(QWidget):
            def __init__(self, *args, **kwargs):
                raise RuntimeError("this PrivDesk bundle has no OpenGL (PySide6.QtOpenGL)")

        module.QOpenGLWidget = QOpenGLWidget


sys.meta_path.append(_WithoutOpenGL())
