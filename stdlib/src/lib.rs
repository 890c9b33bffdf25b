//! PHP's builtin functions and classes, mirroring php-src's `ext/`. Not yet built.
