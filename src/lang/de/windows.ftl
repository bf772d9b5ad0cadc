### windows
