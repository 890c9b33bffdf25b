//! The interactive shell behind `rphp -a`. Not yet built.
