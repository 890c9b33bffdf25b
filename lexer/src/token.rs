//! Token kinds with php's names (`T_IF` is `TokenKind::If`), and the token record itself.
//!
//! The variant order does not matter; the names do: `php_name()` gives the `T_*` constant
//! (what `token_get_all()` reports) and `describe()` the phrase php's parser uses in
//! "syntax error, unexpected ..." messages.

/// A byte range in the source: `start..end`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }
    pub fn len(self) -> usize {
        (self.end - self.start) as usize
    }
    pub fn is_empty(self) -> bool {
        self.end == self.start
    }
    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// One token: its kind, where it is, and the line it starts on (1-based, as php counts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
    pub line: u32,
}

/// Every token php 8.5's lexer produces. Single-character tokens (php reports them as plain
/// strings in `token_get_all()`) have descriptive names here and `php_name()` returns `None`.
///
/// The declaration order is bison's symbol order for php's grammar (end of file, the
/// characters of the precedence lines, the `%token` lines, then characters first used in
/// rules): "expecting" lists are printed in that order, so `kind as u16` sorts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u16)]
pub enum TokenKind {
    /// End of input (php's token 0, "end of file"). The lexer always emits exactly one, last.
    End,
    // The characters of php's precedence declarations, in their order.
    Equals,
    Question,
    Colon,
    Bar,
    Caret,
    Lt,
    Gt,
    Dot,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Bang,
    Tilde,
    At,
    // Literals and names
    LNumber,
    DNumber,
    String,
    NameFullyQualified,
    NameRelative,
    NameQualified,
    Variable,
    InlineHtml,
    EncapsedAndWhitespace,
    ConstantEncapsedString,
    StringVarname,
    NumString,
    // Keywords
    Include,
    IncludeOnce,
    Eval,
    Require,
    RequireOnce,
    LogicalOr,
    LogicalXor,
    LogicalAnd,
    Print,
    Yield,
    YieldFrom,
    Instanceof,
    New,
    Clone,
    Exit,
    If,
    Elseif,
    Else,
    Endif,
    Echo,
    Do,
    While,
    Endwhile,
    For,
    Endfor,
    Foreach,
    Endforeach,
    Declare,
    Enddeclare,
    As,
    Switch,
    Endswitch,
    Case,
    Default,
    Match,
    Break,
    Continue,
    Goto,
    Function,
    Fn,
    Const,
    Return,
    Try,
    Catch,
    Finally,
    Throw,
    Use,
    Insteadof,
    Global,
    Static,
    Abstract,
    Final,
    Private,
    Protected,
    Public,
    PrivateSet,
    ProtectedSet,
    PublicSet,
    Readonly,
    Var,
    Unset,
    Isset,
    Empty,
    HaltCompiler,
    Class,
    Trait,
    Interface,
    Enum,
    Extends,
    Implements,
    Namespace,
    List,
    Array,
    Callable,
    Line,
    File,
    Dir,
    ClassC,
    TraitC,
    MethodC,
    FuncC,
    PropertyC,
    NsC,
    // Multi-character operators and punctuation
    Attribute,
    PlusEqual,
    MinusEqual,
    MulEqual,
    DivEqual,
    ConcatEqual,
    ModEqual,
    AndEqual,
    OrEqual,
    XorEqual,
    SlEqual,
    SrEqual,
    CoalesceEqual,
    BooleanOr,
    BooleanAnd,
    IsEqual,
    IsNotEqual,
    IsIdentical,
    IsNotIdentical,
    IsSmallerOrEqual,
    IsGreaterOrEqual,
    Spaceship,
    Sl,
    Sr,
    Inc,
    Dec,
    IntCast,
    DoubleCast,
    StringCast,
    ArrayCast,
    ObjectCast,
    BoolCast,
    UnsetCast,
    VoidCast,
    ObjectOperator,
    NullsafeObjectOperator,
    DoubleArrow,
    Comment,
    DocComment,
    OpenTag,
    OpenTagWithEcho,
    CloseTag,
    Whitespace,
    StartHeredoc,
    EndHeredoc,
    DollarOpenCurlyBraces,
    CurlyOpen,
    PaamayimNekudotayim,
    NsSeparator,
    Ellipsis,
    Coalesce,
    Pow,
    PowEqual,
    Pipe,
    AmpersandFollowedByVarOrVararg,
    AmpersandNotFollowedByVarOrVararg,
    BadCharacter,
    // The characters first used in grammar rules, in their order.
    Comma,
    RBracket,
    Semicolon,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    Backtick,
    DoubleQuote,
    Dollar,
    /// A plain `&` as php returns it inside `"$a[&]"` (ST_VAR_OFFSET); in code `&` is one of
    /// the two `Ampersand*` tokens.
    Ampersand,
}

impl TokenKind {
    /// The `T_*` name `token_get_all()` uses, or `None` for single-character tokens and `End`.
    pub fn php_name(self) -> Option<&'static str> {
        use TokenKind::*;
        Some(match self {
            LNumber => "T_LNUMBER",
            DNumber => "T_DNUMBER",
            String => "T_STRING",
            NameFullyQualified => "T_NAME_FULLY_QUALIFIED",
            NameRelative => "T_NAME_RELATIVE",
            NameQualified => "T_NAME_QUALIFIED",
            Variable => "T_VARIABLE",
            InlineHtml => "T_INLINE_HTML",
            EncapsedAndWhitespace => "T_ENCAPSED_AND_WHITESPACE",
            ConstantEncapsedString => "T_CONSTANT_ENCAPSED_STRING",
            StringVarname => "T_STRING_VARNAME",
            NumString => "T_NUM_STRING",
            Include => "T_INCLUDE",
            IncludeOnce => "T_INCLUDE_ONCE",
            Eval => "T_EVAL",
            Require => "T_REQUIRE",
            RequireOnce => "T_REQUIRE_ONCE",
            LogicalOr => "T_LOGICAL_OR",
            LogicalXor => "T_LOGICAL_XOR",
            LogicalAnd => "T_LOGICAL_AND",
            Print => "T_PRINT",
            Yield => "T_YIELD",
            YieldFrom => "T_YIELD_FROM",
            Instanceof => "T_INSTANCEOF",
            New => "T_NEW",
            Clone => "T_CLONE",
            Exit => "T_EXIT",
            If => "T_IF",
            Elseif => "T_ELSEIF",
            Else => "T_ELSE",
            Endif => "T_ENDIF",
            Echo => "T_ECHO",
            Do => "T_DO",
            While => "T_WHILE",
            Endwhile => "T_ENDWHILE",
            For => "T_FOR",
            Endfor => "T_ENDFOR",
            Foreach => "T_FOREACH",
            Endforeach => "T_ENDFOREACH",
            Declare => "T_DECLARE",
            Enddeclare => "T_ENDDECLARE",
            As => "T_AS",
            Switch => "T_SWITCH",
            Endswitch => "T_ENDSWITCH",
            Case => "T_CASE",
            Default => "T_DEFAULT",
            Match => "T_MATCH",
            Break => "T_BREAK",
            Continue => "T_CONTINUE",
            Goto => "T_GOTO",
            Function => "T_FUNCTION",
            Fn => "T_FN",
            Const => "T_CONST",
            Return => "T_RETURN",
            Try => "T_TRY",
            Catch => "T_CATCH",
            Finally => "T_FINALLY",
            Throw => "T_THROW",
            Use => "T_USE",
            Insteadof => "T_INSTEADOF",
            Global => "T_GLOBAL",
            Static => "T_STATIC",
            Abstract => "T_ABSTRACT",
            Final => "T_FINAL",
            Private => "T_PRIVATE",
            Protected => "T_PROTECTED",
            Public => "T_PUBLIC",
            PrivateSet => "T_PRIVATE_SET",
            ProtectedSet => "T_PROTECTED_SET",
            PublicSet => "T_PUBLIC_SET",
            Readonly => "T_READONLY",
            Var => "T_VAR",
            Unset => "T_UNSET",
            Isset => "T_ISSET",
            Empty => "T_EMPTY",
            HaltCompiler => "T_HALT_COMPILER",
            Class => "T_CLASS",
            Trait => "T_TRAIT",
            Interface => "T_INTERFACE",
            Enum => "T_ENUM",
            Extends => "T_EXTENDS",
            Implements => "T_IMPLEMENTS",
            Namespace => "T_NAMESPACE",
            List => "T_LIST",
            Array => "T_ARRAY",
            Callable => "T_CALLABLE",
            Line => "T_LINE",
            File => "T_FILE",
            Dir => "T_DIR",
            ClassC => "T_CLASS_C",
            TraitC => "T_TRAIT_C",
            MethodC => "T_METHOD_C",
            FuncC => "T_FUNC_C",
            PropertyC => "T_PROPERTY_C",
            NsC => "T_NS_C",
            Attribute => "T_ATTRIBUTE",
            PlusEqual => "T_PLUS_EQUAL",
            MinusEqual => "T_MINUS_EQUAL",
            MulEqual => "T_MUL_EQUAL",
            DivEqual => "T_DIV_EQUAL",
            ConcatEqual => "T_CONCAT_EQUAL",
            ModEqual => "T_MOD_EQUAL",
            AndEqual => "T_AND_EQUAL",
            OrEqual => "T_OR_EQUAL",
            XorEqual => "T_XOR_EQUAL",
            SlEqual => "T_SL_EQUAL",
            SrEqual => "T_SR_EQUAL",
            CoalesceEqual => "T_COALESCE_EQUAL",
            BooleanOr => "T_BOOLEAN_OR",
            BooleanAnd => "T_BOOLEAN_AND",
            IsEqual => "T_IS_EQUAL",
            IsNotEqual => "T_IS_NOT_EQUAL",
            IsIdentical => "T_IS_IDENTICAL",
            IsNotIdentical => "T_IS_NOT_IDENTICAL",
            IsSmallerOrEqual => "T_IS_SMALLER_OR_EQUAL",
            IsGreaterOrEqual => "T_IS_GREATER_OR_EQUAL",
            Spaceship => "T_SPACESHIP",
            Sl => "T_SL",
            Sr => "T_SR",
            Inc => "T_INC",
            Dec => "T_DEC",
            IntCast => "T_INT_CAST",
            DoubleCast => "T_DOUBLE_CAST",
            StringCast => "T_STRING_CAST",
            ArrayCast => "T_ARRAY_CAST",
            ObjectCast => "T_OBJECT_CAST",
            BoolCast => "T_BOOL_CAST",
            UnsetCast => "T_UNSET_CAST",
            VoidCast => "T_VOID_CAST",
            ObjectOperator => "T_OBJECT_OPERATOR",
            NullsafeObjectOperator => "T_NULLSAFE_OBJECT_OPERATOR",
            DoubleArrow => "T_DOUBLE_ARROW",
            Comment => "T_COMMENT",
            DocComment => "T_DOC_COMMENT",
            OpenTag => "T_OPEN_TAG",
            OpenTagWithEcho => "T_OPEN_TAG_WITH_ECHO",
            CloseTag => "T_CLOSE_TAG",
            Whitespace => "T_WHITESPACE",
            StartHeredoc => "T_START_HEREDOC",
            EndHeredoc => "T_END_HEREDOC",
            DollarOpenCurlyBraces => "T_DOLLAR_OPEN_CURLY_BRACES",
            CurlyOpen => "T_CURLY_OPEN",
            PaamayimNekudotayim => "T_DOUBLE_COLON",
            NsSeparator => "T_NS_SEPARATOR",
            Ellipsis => "T_ELLIPSIS",
            Coalesce => "T_COALESCE",
            Pow => "T_POW",
            PowEqual => "T_POW_EQUAL",
            Pipe => "T_PIPE",
            AmpersandFollowedByVarOrVararg => "T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG",
            AmpersandNotFollowedByVarOrVararg => "T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG",
            BadCharacter => "T_BAD_CHARACTER",
            _ => return None,
        })
    }

    /// Trivia the parser skips: whitespace, comments, open tags.
    pub fn is_trivia(self) -> bool {
        matches!(
            self,
            TokenKind::Whitespace | TokenKind::Comment | TokenKind::DocComment | TokenKind::OpenTag
        )
    }

    /// The fixed text of a single-character token, or of a token with exactly one spelling.
    pub fn fixed_text(self) -> Option<&'static str> {
        use TokenKind::*;
        Some(match self {
            Semicolon => ";",
            Colon => ":",
            Comma => ",",
            Dot => ".",
            LBracket => "[",
            RBracket => "]",
            LParen => "(",
            RParen => ")",
            Bar => "|",
            Caret => "^",
            Plus => "+",
            Minus => "-",
            Slash => "/",
            Star => "*",
            Equals => "=",
            Percent => "%",
            Bang => "!",
            Tilde => "~",
            Dollar => "$",
            Lt => "<",
            Gt => ">",
            Question => "?",
            At => "@",
            LBrace => "{",
            RBrace => "}",
            DoubleQuote => "\"",
            Backtick => "`",
            Ampersand => "&",
            Attribute => "#[",
            PlusEqual => "+=",
            MinusEqual => "-=",
            MulEqual => "*=",
            DivEqual => "/=",
            ConcatEqual => ".=",
            ModEqual => "%=",
            AndEqual => "&=",
            OrEqual => "|=",
            XorEqual => "^=",
            SlEqual => "<<=",
            SrEqual => ">>=",
            CoalesceEqual => "??=",
            BooleanOr => "||",
            BooleanAnd => "&&",
            IsEqual => "==",
            IsNotEqual => "!=",
            IsIdentical => "===",
            IsNotIdentical => "!==",
            IsSmallerOrEqual => "<=",
            IsGreaterOrEqual => ">=",
            Spaceship => "<=>",
            Sl => "<<",
            Sr => ">>",
            Inc => "++",
            Dec => "--",
            IntCast => "(int)",
            DoubleCast => "(double)",
            StringCast => "(string)",
            ArrayCast => "(array)",
            ObjectCast => "(object)",
            BoolCast => "(bool)",
            UnsetCast => "(unset)",
            VoidCast => "(void)",
            ObjectOperator => "->",
            NullsafeObjectOperator => "?->",
            DoubleArrow => "=>",
            OpenTagWithEcho => "<?=",
            CloseTag => "?>",
            DollarOpenCurlyBraces => "${",
            CurlyOpen => "{$",
            PaamayimNekudotayim => "::",
            NsSeparator => "\\",
            Ellipsis => "...",
            Coalesce => "??",
            Pow => "**",
            PowEqual => "**=",
            Pipe => "|>",
            AmpersandFollowedByVarOrVararg | AmpersandNotFollowedByVarOrVararg => "&",
            Include => "include",
            IncludeOnce => "include_once",
            Eval => "eval",
            Require => "require",
            RequireOnce => "require_once",
            LogicalOr => "or",
            LogicalXor => "xor",
            LogicalAnd => "and",
            Print => "print",
            Yield => "yield",
            YieldFrom => "yield from",
            Instanceof => "instanceof",
            New => "new",
            Clone => "clone",
            Exit => "exit",
            If => "if",
            Elseif => "elseif",
            Else => "else",
            Endif => "endif",
            Echo => "echo",
            Do => "do",
            While => "while",
            Endwhile => "endwhile",
            For => "for",
            Endfor => "endfor",
            Foreach => "foreach",
            Endforeach => "endforeach",
            Declare => "declare",
            Enddeclare => "enddeclare",
            As => "as",
            Switch => "switch",
            Endswitch => "endswitch",
            Case => "case",
            Default => "default",
            Match => "match",
            Break => "break",
            Continue => "continue",
            Goto => "goto",
            Function => "function",
            Fn => "fn",
            Const => "const",
            Return => "return",
            Try => "try",
            Catch => "catch",
            Finally => "finally",
            Throw => "throw",
            Use => "use",
            Insteadof => "insteadof",
            Global => "global",
            Static => "static",
            Abstract => "abstract",
            Final => "final",
            Private => "private",
            Protected => "protected",
            Public => "public",
            PrivateSet => "private(set)",
            ProtectedSet => "protected(set)",
            PublicSet => "public(set)",
            Readonly => "readonly",
            Var => "var",
            Unset => "unset",
            Isset => "isset",
            Empty => "empty",
            HaltCompiler => "__halt_compiler",
            Class => "class",
            Trait => "trait",
            Interface => "interface",
            Enum => "enum",
            Extends => "extends",
            Implements => "implements",
            Namespace => "namespace",
            List => "list",
            Array => "array",
            Callable => "callable",
            Line => "__LINE__",
            File => "__FILE__",
            Dir => "__DIR__",
            ClassC => "__CLASS__",
            TraitC => "__TRAIT__",
            MethodC => "__METHOD__",
            FuncC => "__FUNCTION__",
            PropertyC => "__PROPERTY__",
            NsC => "__NAMESPACE__",
            _ => return None,
        })
    }

    /// Keywords that may be used as identifiers after `->`, `::`, in method/constant names
    /// (php's `semi_reserved` and `reserved_non_modifiers`).
    pub fn is_semi_reserved(self) -> bool {
        use TokenKind::*;
        matches!(
            self,
            Include
                | IncludeOnce
                | Eval
                | Require
                | RequireOnce
                | LogicalOr
                | LogicalXor
                | LogicalAnd
                | Instanceof
                | New
                | Clone
                | Exit
                | If
                | Elseif
                | Else
                | Endif
                | Echo
                | Do
                | While
                | Endwhile
                | For
                | Endfor
                | Foreach
                | Endforeach
                | Declare
                | Enddeclare
                | As
                | Try
                | Catch
                | Finally
                | Throw
                | Use
                | Insteadof
                | Global
                | Var
                | Unset
                | Isset
                | Empty
                | Continue
                | Goto
                | Function
                | Const
                | Return
                | Print
                | Yield
                | List
                | Switch
                | Endswitch
                | Case
                | Default
                | Break
                | Array
                | Callable
                | Extends
                | Implements
                | Namespace
                | Trait
                | Interface
                | Class
                | ClassC
                | TraitC
                | FuncC
                | MethodC
                | Line
                | File
                | Dir
                | NsC
                | PropertyC
                | Fn
                | Match
                | Enum
                | HaltCompiler
                | Static
                | Abstract
                | Final
                | Private
                | Protected
                | Public
                | Readonly
        )
    }
}

/// How php's parser names a token in "unexpected ..." / "expecting ..." (zend_yytnamerr).
/// `text` is the token's source bytes, used for tokens whose description quotes their content.
pub fn describe_unexpected(kind: TokenKind, text: &[u8]) -> std::string::String {
    use TokenKind::*;
    let content_kind = match kind {
        End => return "end of file".to_owned(),
        NsSeparator => return "token \"\\\"".to_owned(),
        DoubleQuote => return "double-quote mark".to_owned(),
        BadCharacter => {
            if let [byte] = text {
                return format!("character 0x{byte:02X}");
            }
            "invalid character"
        }
        LNumber => "integer",
        DNumber => "floating-point number",
        String => "identifier",
        NameFullyQualified => "fully qualified name",
        NameRelative => "namespace-relative name",
        NameQualified => "namespaced name",
        Variable => "variable",
        InlineHtml => "T_INLINE_HTML",
        EncapsedAndWhitespace => "string content",
        ConstantEncapsedString => match text.first() {
            Some(b'"') => "double-quoted string",
            Some(b'\'') => "single-quoted string",
            _ => "quoted string",
        },
        StringVarname => "variable name",
        NumString => "number",
        Comment => "comment",
        DocComment => "doc comment",
        OpenTag => "open tag",
        Whitespace => "whitespace",
        StartHeredoc => "heredoc start",
        EndHeredoc => "heredoc end",
        AmpersandNotFollowedByVarOrVararg => return "token \"&\"".to_owned(),
        _ => match kind.fixed_text() {
            Some(fixed) => return format!("token \"{fixed}\""),
            None => "invalid character",
        },
    };
    // Content: truncated at the first newline, outer quotes stripped, 30 bytes max.
    let mut content = text;
    if let Some(newline) = content.iter().position(|&b| b == b'\n') {
        content = &content[..newline];
    }
    if let [b'"' | b'\'', rest @ ..] = content {
        content = rest;
    }
    if let [rest @ .., b'"' | b'\''] = content {
        content = rest;
    }
    let shown = std::string::String::from_utf8_lossy(if content.len() > 33 {
        &content[..30]
    } else {
        content
    });
    if content.len() > 33 {
        format!("{content_kind} \"{shown}...\"")
    } else {
        format!("{content_kind} \"{shown}\"")
    }
}

/// How php's parser names an expected token in "expecting ..." (the bison alias, re-quoted).
pub fn describe_expected(kind: TokenKind) -> std::string::String {
    use TokenKind::*;
    match kind {
        End => "end of file".to_owned(),
        LNumber => "integer".to_owned(),
        DNumber => "floating-point number".to_owned(),
        String => "identifier".to_owned(),
        Variable => "variable".to_owned(),
        ConstantEncapsedString => "quoted string".to_owned(),
        EncapsedAndWhitespace => "string content".to_owned(),
        StringVarname => "variable name".to_owned(),
        NumString => "number".to_owned(),
        StartHeredoc => "heredoc start".to_owned(),
        EndHeredoc => "heredoc end".to_owned(),
        DoubleQuote => "'\"'".to_owned(),
        NameQualified => "namespaced name".to_owned(),
        NameFullyQualified => "fully qualified name".to_owned(),
        NameRelative => "namespace-relative name".to_owned(),
        // php's grammar labels this token "amp" and zend_yytnamerr prints it as a token.
        AmpersandNotFollowedByVarOrVararg => "token \"&\"".to_owned(),
        _ => match kind.fixed_text() {
            Some(fixed) => format!("\"{fixed}\""),
            None => format!("{kind:?}"),
        },
    }
}
