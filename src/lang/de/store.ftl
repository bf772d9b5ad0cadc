### store
