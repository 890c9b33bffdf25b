//! The logos automaton for php's ST_IN_SCRIPTING state: keywords, operators, numbers,
//! variables, names and the first bytes of comments, strings and heredocs.
//!
//! Rules that need context (comment bodies, strings, `yield from`, `enum`, `&`, casts, number
//! overflow, brace nesting) come back as `Raw` variants the driver in `lib.rs` finishes.

use crate::token::TokenKind;
use logos::Logos;

/// One match of the scripting automaton. `Fixed` tokens are final; the rest are finished by
/// the driver.
#[derive(Logos, Debug, Clone, Copy, PartialEq, Eq)]
#[logos(utf8 = false)]
#[logos(subpattern label = r"(?-u:[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*)")]
#[logos(subpattern lnum = r"[0-9]+(_[0-9]+)*")]
#[logos(subpattern dnum = r"((?&lnum)?\.(?&lnum))|((?&lnum)\.(?&lnum)?)")]
pub(crate) enum Raw {
    // Keywords (case-insensitive, like php's re2c `--case-inverted` string rules).
    #[token("exit", |_| TokenKind::Exit, ignore(case))]
    #[token("die", |_| TokenKind::Exit, ignore(case))]
    #[token("fn", |_| TokenKind::Fn, ignore(case))]
    #[token("function", |_| TokenKind::Function, ignore(case))]
    #[token("const", |_| TokenKind::Const, ignore(case))]
    #[token("return", |_| TokenKind::Return, ignore(case))]
    #[token("try", |_| TokenKind::Try, ignore(case))]
    #[token("catch", |_| TokenKind::Catch, ignore(case))]
    #[token("finally", |_| TokenKind::Finally, ignore(case))]
    #[token("throw", |_| TokenKind::Throw, ignore(case))]
    #[token("if", |_| TokenKind::If, ignore(case))]
    #[token("elseif", |_| TokenKind::Elseif, ignore(case))]
    #[token("endif", |_| TokenKind::Endif, ignore(case))]
    #[token("else", |_| TokenKind::Else, ignore(case))]
    #[token("while", |_| TokenKind::While, ignore(case))]
    #[token("endwhile", |_| TokenKind::Endwhile, ignore(case))]
    #[token("do", |_| TokenKind::Do, ignore(case))]
    #[token("for", |_| TokenKind::For, ignore(case))]
    #[token("endfor", |_| TokenKind::Endfor, ignore(case))]
    #[token("foreach", |_| TokenKind::Foreach, ignore(case))]
    #[token("endforeach", |_| TokenKind::Endforeach, ignore(case))]
    #[token("declare", |_| TokenKind::Declare, ignore(case))]
    #[token("enddeclare", |_| TokenKind::Enddeclare, ignore(case))]
    #[token("instanceof", |_| TokenKind::Instanceof, ignore(case))]
    #[token("as", |_| TokenKind::As, ignore(case))]
    #[token("switch", |_| TokenKind::Switch, ignore(case))]
    #[token("match", |_| TokenKind::Match, ignore(case))]
    #[token("endswitch", |_| TokenKind::Endswitch, ignore(case))]
    #[token("case", |_| TokenKind::Case, ignore(case))]
    #[token("default", |_| TokenKind::Default, ignore(case))]
    #[token("break", |_| TokenKind::Break, ignore(case))]
    #[token("continue", |_| TokenKind::Continue, ignore(case))]
    #[token("goto", |_| TokenKind::Goto, ignore(case))]
    #[token("echo", |_| TokenKind::Echo, ignore(case))]
    #[token("print", |_| TokenKind::Print, ignore(case))]
    #[token("class", |_| TokenKind::Class, ignore(case))]
    #[token("interface", |_| TokenKind::Interface, ignore(case))]
    #[token("trait", |_| TokenKind::Trait, ignore(case))]
    #[token("extends", |_| TokenKind::Extends, ignore(case))]
    #[token("implements", |_| TokenKind::Implements, ignore(case))]
    #[token("new", |_| TokenKind::New, ignore(case))]
    #[token("clone", |_| TokenKind::Clone, ignore(case))]
    #[token("var", |_| TokenKind::Var, ignore(case))]
    #[token("eval", |_| TokenKind::Eval, ignore(case))]
    #[token("include", |_| TokenKind::Include, ignore(case))]
    #[token("include_once", |_| TokenKind::IncludeOnce, ignore(case))]
    #[token("require", |_| TokenKind::Require, ignore(case))]
    #[token("require_once", |_| TokenKind::RequireOnce, ignore(case))]
    #[token("namespace", |_| TokenKind::Namespace, ignore(case))]
    #[token("use", |_| TokenKind::Use, ignore(case))]
    #[token("insteadof", |_| TokenKind::Insteadof, ignore(case))]
    #[token("global", |_| TokenKind::Global, ignore(case))]
    #[token("isset", |_| TokenKind::Isset, ignore(case))]
    #[token("empty", |_| TokenKind::Empty, ignore(case))]
    #[token("__halt_compiler", |_| TokenKind::HaltCompiler, ignore(case))]
    #[token("static", |_| TokenKind::Static, ignore(case))]
    #[token("abstract", |_| TokenKind::Abstract, ignore(case))]
    #[token("final", |_| TokenKind::Final, ignore(case))]
    #[token("private", |_| TokenKind::Private, ignore(case))]
    #[token("protected", |_| TokenKind::Protected, ignore(case))]
    #[token("public", |_| TokenKind::Public, ignore(case))]
    #[token("private(set)", |_| TokenKind::PrivateSet, ignore(case))]
    #[token("protected(set)", |_| TokenKind::ProtectedSet, ignore(case))]
    #[token("public(set)", |_| TokenKind::PublicSet, ignore(case))]
    #[token("readonly", |_| TokenKind::Readonly, ignore(case))]
    #[token("unset", |_| TokenKind::Unset, ignore(case))]
    #[token("list", |_| TokenKind::List, ignore(case))]
    #[token("array", |_| TokenKind::Array, ignore(case))]
    #[token("callable", |_| TokenKind::Callable, ignore(case))]
    #[token("or", |_| TokenKind::LogicalOr, ignore(case))]
    #[token("and", |_| TokenKind::LogicalAnd, ignore(case))]
    #[token("xor", |_| TokenKind::LogicalXor, ignore(case))]
    #[token("__class__", |_| TokenKind::ClassC, ignore(case))]
    #[token("__trait__", |_| TokenKind::TraitC, ignore(case))]
    #[token("__function__", |_| TokenKind::FuncC, ignore(case))]
    #[token("__method__", |_| TokenKind::MethodC, ignore(case))]
    #[token("__line__", |_| TokenKind::Line, ignore(case))]
    #[token("__file__", |_| TokenKind::File, ignore(case))]
    #[token("__dir__", |_| TokenKind::Dir, ignore(case))]
    #[token("__namespace__", |_| TokenKind::NsC, ignore(case))]
    #[token("__property__", |_| TokenKind::PropertyC, ignore(case))]
    // Operators and punctuation.
    #[token("::", |_| TokenKind::PaamayimNekudotayim)]
    #[token("...", |_| TokenKind::Ellipsis)]
    #[token("??", |_| TokenKind::Coalesce)]
    #[token("=>", |_| TokenKind::DoubleArrow)]
    #[token("++", |_| TokenKind::Inc)]
    #[token("--", |_| TokenKind::Dec)]
    #[token("===", |_| TokenKind::IsIdentical)]
    #[token("!==", |_| TokenKind::IsNotIdentical)]
    #[token("==", |_| TokenKind::IsEqual)]
    #[token("!=", |_| TokenKind::IsNotEqual)]
    #[token("<>", |_| TokenKind::IsNotEqual)]
    #[token("<=>", |_| TokenKind::Spaceship)]
    #[token("<=", |_| TokenKind::IsSmallerOrEqual)]
    #[token(">=", |_| TokenKind::IsGreaterOrEqual)]
    #[token("+=", |_| TokenKind::PlusEqual)]
    #[token("-=", |_| TokenKind::MinusEqual)]
    #[token("*=", |_| TokenKind::MulEqual)]
    #[token("**", |_| TokenKind::Pow)]
    #[token("**=", |_| TokenKind::PowEqual)]
    #[token("/=", |_| TokenKind::DivEqual)]
    #[token(".=", |_| TokenKind::ConcatEqual)]
    #[token("%=", |_| TokenKind::ModEqual)]
    #[token("<<=", |_| TokenKind::SlEqual)]
    #[token(">>=", |_| TokenKind::SrEqual)]
    #[token("&=", |_| TokenKind::AndEqual)]
    #[token("|=", |_| TokenKind::OrEqual)]
    #[token("^=", |_| TokenKind::XorEqual)]
    #[token("??=", |_| TokenKind::CoalesceEqual)]
    #[token("||", |_| TokenKind::BooleanOr)]
    #[token("&&", |_| TokenKind::BooleanAnd)]
    #[token("|>", |_| TokenKind::Pipe)]
    #[token("<<", |_| TokenKind::Sl)]
    #[token(">>", |_| TokenKind::Sr)]
    #[token(";", |_| TokenKind::Semicolon)]
    #[token(":", |_| TokenKind::Colon)]
    #[token(",", |_| TokenKind::Comma)]
    #[token(".", |_| TokenKind::Dot)]
    #[token("|", |_| TokenKind::Bar)]
    #[token("^", |_| TokenKind::Caret)]
    #[token("+", |_| TokenKind::Plus)]
    #[token("-", |_| TokenKind::Minus)]
    #[token("/", |_| TokenKind::Slash)]
    #[token("*", |_| TokenKind::Star)]
    #[token("=", |_| TokenKind::Equals)]
    #[token("%", |_| TokenKind::Percent)]
    #[token("!", |_| TokenKind::Bang)]
    #[token("~", |_| TokenKind::Tilde)]
    #[token("$", |_| TokenKind::Dollar)]
    #[token("<", |_| TokenKind::Lt)]
    #[token(">", |_| TokenKind::Gt)]
    #[token("?", |_| TokenKind::Question)]
    #[token("@", |_| TokenKind::At)]
    #[token("\\", |_| TokenKind::NsSeparator)]
    #[regex(r"\$(?&label)", |_| TokenKind::Variable)]
    #[regex(r"(?&label)(\\(?&label))+", |_| TokenKind::NameQualified)]
    #[regex(r"\\(?&label)(\\(?&label))*", |_| TokenKind::NameFullyQualified)]
    #[regex(r"[ \n\r\t]+", |_| TokenKind::Whitespace)]
    Fixed(TokenKind),

    /// `namespace\Foo` (wins over the qualified-name rule of the same length).
    #[regex(r"(?i:namespace)(\\(?&label))+", priority = 100)]
    NameRelative,
    /// A plain identifier (T_STRING), possibly the `b` prefix of a binary string.
    #[regex(r"(?&label)")]
    Label,
    /// `yield`: the driver looks for `from` after it.
    #[token("yield", ignore(case))]
    Yield,
    /// `enum`: a keyword only when another identifier follows.
    #[token("enum", ignore(case))]
    Enum,
    /// `(` optionally starting a cast `( int )`; the driver checks the word inside.
    #[regex(r"\([ \t]*[a-zA-Z]+[ \t]*\)")]
    Cast,
    #[token("(")]
    LParen,
    #[token("[")]
    LBracket,
    #[token("{")]
    LBrace,
    #[token(")")]
    RParen,
    #[token("]")]
    RBracket,
    #[token("}")]
    RBrace,
    #[token("#[")]
    Attribute,
    #[token("&")]
    Ampersand,
    #[token("->")]
    ObjectOperator,
    #[token("?->")]
    NullsafeObjectOperator,
    #[regex(r"\?>(\n|\r|\r\n)?")]
    CloseTag,
    #[token("#")]
    #[token("//")]
    LineComment,
    #[token("/*")]
    BlockComment,
    #[regex(r"/\*\*[ \n\r\t]")]
    DocComment,
    #[token("'")]
    SingleQuote,
    #[token("\"")]
    DoubleQuote,
    #[token("`")]
    Backtick,
    /// `<<<`: a heredoc start if a label and a newline follow, otherwise `<<` `<`.
    #[token("<<<")]
    Heredoc,
    /// Decimal, or octal with a leading `0`.
    #[regex(r"(?&lnum)")]
    LNum,
    #[regex(r"0[xX][0-9a-fA-F]+(_[0-9a-fA-F]+)*")]
    HNum,
    #[regex(r"0[bB][01]+(_[01]+)*")]
    BNum,
    #[regex(r"0[oO][0-7]+(_[0-7]+)*")]
    ONum,
    #[regex(r"(?&dnum)|(((?&lnum)|(?&dnum))[eE][+-]?(?&lnum))")]
    DNum,
}

/// Lex one scripting-state token at the start of `input`: what matched and its length.
/// `None` for a byte no rule matches (php's T_BAD_CHARACTER) or empty input.
pub(crate) fn next(input: &[u8]) -> Option<(Raw, usize)> {
    let mut lexer = Raw::lexer(input);
    match lexer.next() {
        Some(Ok(raw)) => Some((raw, lexer.span().end)),
        _ => None,
    }
}
