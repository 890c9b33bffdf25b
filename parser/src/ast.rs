//! The AST: pure data with spans. (Placeholder until the grammar lands.)

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Program {
    pub statements: Vec<()>,
}
