"""Games in progress kept on disk: autosave after every action, Continue, resume, undo (no pygame here)."""
