//! Solved classes kept on disk, keyed by the rules.
