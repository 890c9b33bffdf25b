//! Oracle-checked PHP test cases and the runner that diffs rphp against them.
