//! json_decode's parser (php's bison grammar `json_parser.y`), as a loop over an explicit
//! stack of open containers so deep input never grows the Rust stack. Errors come out at
//! the same token as php's LALR parser finds them: the scanner's own code for bad input,
//! STATE_MISMATCH for `[}` and `{]`, DEPTH as soon as a container opens too deep,
//! SYNTAX for any other unexpected token. php's parser also has bison's stack limit
//! (YYMAXDEPTH, 10000 entries: about 5000 nested arrays), past which it gives up with a
//! syntax error whatever `$depth` allows; `Height` counts those entries the same way.

use super::super::errors::JsonError;
use super::Builder;
use super::scanner::{Bytes, Scalar, Scanner, Token};

enum Container<B: Builder> {
    Array(B::Array),
    /// The object is created when its first member is complete (or at `}`), as php's
    /// grammar does; that order shows in object ids.
    Object {
        object: Option<B::Object>,
        key: Bytes,
    },
}

/// An open container and the parser-stack height below its opening bracket.
struct Open<B: Builder> {
    container: Container<B>,
    base: usize,
}

/// bison's `YYMAXDEPTH`: the parser stack never holds this many states.
const YYMAXDEPTH: usize = 10000;

/// The number of states on php's bison stack (its initial state is one).
struct Height(usize);

impl Height {
    /// One more state: a shifted token, or a reduction to an empty rule.
    fn push(&mut self) -> Result<(), JsonError> {
        self.0 += 1;
        if self.0 >= YYMAXDEPTH {
            // "memory exhausted": php's yyerror leaves SYNTAX.
            return Err(JsonError::Syntax);
        }
        Ok(())
    }
}

/// The error for an unexpected token.
fn unexpected(t: Token) -> JsonError {
    match t {
        Token::Error(e) => e,
        _ => JsonError::Syntax,
    }
}

/// Parse `input` into a value of `builder`; `max_depth` limits nesting as php's parser
/// does (a scalar alone is depth 1, each container one more).
pub(crate) fn parse<B: Builder>(
    input: &[u8],
    options: i64,
    max_depth: i64,
    builder: &mut B,
) -> Result<B::Value, JsonError> {
    let mut sc = Scanner::new(input, options);
    let mut stack: Vec<Open<B>> = Vec::new();
    // php's parser starts at depth 1 and refuses to open a container at max_depth.
    let mut depth: i64 = 1;
    let mut height = Height(1);
    // The bracket, the depth check (php's mid-rule action), the action's own state.
    let open = |depth: &mut i64, height: &mut Height| -> Result<usize, JsonError> {
        let base = height.0;
        height.push()?;
        if *depth >= max_depth {
            return Err(JsonError::Depth);
        }
        *depth += 1;
        height.push()?;
        Ok(base)
    };
    let mut tok = sc.next_token();
    loop {
        // `tok` starts a value.
        let mut value = match tok {
            Token::LBrace => {
                let base = open(&mut depth, &mut height)?;
                match sc.next_token() {
                    Token::RBrace => {
                        height.push()?;
                        height.push()?;
                        depth -= 1;
                        height.0 = base + 1;
                        let o = builder.object_new();
                        builder.object_done(o)
                    }
                    Token::RBracket => return Err(JsonError::StateMismatch),
                    Token::Scalar(Scalar::Str(key)) => {
                        height.push()?;
                        expect_colon(&mut sc, &mut height)?;
                        stack.push(Open {
                            container: Container::Object { object: None, key },
                            base,
                        });
                        tok = sc.next_token();
                        continue;
                    }
                    t => return Err(unexpected(t)),
                }
            }
            Token::LBracket => {
                let base = open(&mut depth, &mut height)?;
                match sc.next_token() {
                    Token::RBracket => {
                        height.push()?;
                        height.push()?;
                        depth -= 1;
                        height.0 = base + 1;
                        let a = builder.array_new();
                        builder.array_done(a)
                    }
                    Token::RBrace => return Err(JsonError::StateMismatch),
                    t => {
                        stack.push(Open {
                            container: Container::Array(builder.array_new()),
                            base,
                        });
                        tok = t;
                        continue;
                    }
                }
            }
            Token::Scalar(s) => {
                height.push()?;
                builder.scalar(s)
            }
            t => return Err(unexpected(t)),
        };
        // A complete value: into its container, then what follows it.
        loop {
            let Some(top) = stack.last_mut() else {
                return match sc.next_token() {
                    Token::Eoi => Ok(value),
                    t => Err(unexpected(t)),
                };
            };
            // The element or member now fills the state above the bracket's two.
            height.0 = top.base + 3;
            let closed = match &mut top.container {
                Container::Array(a) => {
                    builder.array_push(a, value);
                    match sc.next_token() {
                        Token::Comma => false,
                        Token::RBracket => true,
                        Token::RBrace => return Err(JsonError::StateMismatch),
                        t => return Err(unexpected(t)),
                    }
                }
                Container::Object { object, key } => {
                    let o = match object {
                        Some(o) => o,
                        None => {
                            // php frees the object it made for a bad first member; making
                            // none keeps the next object's id the same as php's.
                            builder.check_key(key)?;
                            object.insert(builder.object_new())
                        }
                    };
                    builder.object_set(o, std::mem::take(key), value)?;
                    match sc.next_token() {
                        Token::Comma => {
                            height.push()?;
                            match sc.next_token() {
                                Token::Scalar(Scalar::Str(k)) => {
                                    height.push()?;
                                    *key = k;
                                    expect_colon(&mut sc, &mut height)?;
                                    tok = sc.next_token();
                                    break;
                                }
                                t => return Err(unexpected(t)),
                            }
                        }
                        Token::RBrace => true,
                        Token::RBracket => return Err(JsonError::StateMismatch),
                        t => return Err(unexpected(t)),
                    }
                }
            };
            height.push()?;
            if !closed {
                tok = sc.next_token();
                break;
            }
            depth -= 1;
            let Some(done) = stack.pop() else {
                return Err(JsonError::Syntax);
            };
            height.0 = done.base + 1;
            value = match done.container {
                Container::Array(a) => builder.array_done(a),
                Container::Object { object, .. } => {
                    let o = match object {
                        Some(o) => o,
                        None => builder.object_new(),
                    };
                    builder.object_done(o)
                }
            };
        }
    }
}

fn expect_colon(sc: &mut Scanner<'_>, height: &mut Height) -> Result<(), JsonError> {
    match sc.next_token() {
        Token::Colon => height.push(),
        t => Err(unexpected(t)),
    }
}
