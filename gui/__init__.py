"""PrivDesk desktop wizard (PySide6). Holds no computation: it calls the engine through jobs."""
