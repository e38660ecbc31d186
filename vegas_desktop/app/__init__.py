"""The pygame shell: window, main loop, scene stack, tweens, resources, settings."""
