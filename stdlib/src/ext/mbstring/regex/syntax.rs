//! Oniguruma's Ruby syntax (php's default for mbregex) rewritten as a PCRE2 pattern.
//!
//! Most of the two syntaxes agree; what differs is rewritten here: `(?m)` is Ruby's dotall
//! (`(?s)`), `(?i)` reaches to the end of its group across alternatives, `\h`/`\H` are hex
//! digits, `\uHHHH` is a code point, `\k<n>` may be numeric, plain groups stop capturing once
//! the pattern names a group (Oniguruma's default), an unknown escape is its letter, a
//! quantifier may follow a quantifier, `{n,m}` with n > m is the possessive `{m,n}+`, a
//! nested class is a union and `&&` an intersection (look-aheads where PCRE2's class cannot
//! say it), and the POSIX basic syntax (option `b`) swaps escaped and bare `(){}|+?`. Errors Oniguruma reports while
//! parsing come back with its message text.

/// Oniguruma's syntaxes, as the option letters `j u g c r z b d` choose them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub(crate) enum Syntax {
    Java,
    Gnu,
    Grep,
    Emacs,
    Ruby,
    Perl,
    PosixBasic,
    PosixExtended,
}

impl Syntax {
    pub(crate) fn letter(self) -> char {
        match self {
            Syntax::Java => 'j',
            Syntax::Gnu => 'u',
            Syntax::Grep => 'g',
            Syntax::Emacs => 'c',
            Syntax::Ruby => 'r',
            Syntax::Perl => 'z',
            Syntax::PosixBasic => 'b',
            Syntax::PosixExtended => 'd',
        }
    }

    /// Inline `(?m)` means dotall (Ruby and its relatives) rather than multiline.
    fn m_is_dotall(self) -> bool {
        !matches!(self, Syntax::Java | Syntax::Perl)
    }
}

/// A translated pattern.
pub(crate) struct Translated {
    pub source: String,
    /// Each group name with its group numbers, in the order the names first appear.
    pub names: Vec<(String, Vec<usize>)>,
    /// Capturing groups (not counting the whole match).
    pub groups: usize,
    /// The `{name}` of each property escape, for the error naming one PCRE2 does not know.
    pub props: Vec<String>,
}

/// Escape letters PCRE2 reads as Oniguruma's Ruby syntax does.
const SAME_ESCAPES: &str = "wWsSdDbBAZzGatnrfvexcgpPRNXK0123456789";

/// Escape letters PCRE2 accepts inside a character class.
const CLASS_ESCAPES: &str = "dDsSwWpPxaefnrtcbvhH";

/// The bound an unbounded repeat in a look-behind gets (PCRE2 allows 255 characters in all).
const LOOKBEHIND_MAX: u32 = 64;

/// What follows the last atom.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Quantified {
    No,
    /// `*`, `+` or `?` (a `?`/`+` after it is its modifier).
    Simple,
    /// `{n,m}` (a `?` after it makes it lazy; a `+` repeats it).
    Interval,
    /// A quantifier with its modifier.
    Modified,
}

struct Translator<'a> {
    chars: &'a [char],
    i: usize,
    out: String,
    syntax: Syntax,
    extended: bool,
    /// Plain `(...)` captures (no named group in the pattern).
    plain_capture: bool,
    groups: usize,
    names: Vec<(String, Vec<usize>)>,
    /// Each open group: where it starts in the output and the option groups `(?i)` opened
    /// inside it (Oniguruma scopes those to the end of the group, alternatives included).
    opens: Vec<(usize, usize)>,
    /// How many of the open groups are look-behinds.
    lookbehinds: Vec<bool>,
    /// The option groups opened at the top level.
    top_implicit: usize,
    /// Where the last atom starts in the output (`None`: nothing to repeat).
    last_atom: Option<usize>,
    quantified: Quantified,
    /// Names used by `\k<name>` / `\g<name>`, checked once all groups are known.
    refs: Vec<String>,
    numbered_ref: bool,
    props: Vec<String>,
}

/// Rewrite `pat` for PCRE2. `extended` is the `x` option.
pub(crate) fn translate(pat: &str, syntax: Syntax, extended: bool) -> Result<Translated, String> {
    let swapped;
    let pat = if syntax == Syntax::PosixBasic {
        swapped = swap_basic(pat);
        swapped.as_str()
    } else {
        pat
    };
    let chars: Vec<char> = pat.chars().collect();
    let first = run(&chars, syntax, extended, true)?;
    if first.names.is_empty() {
        return Ok(first);
    }
    run(&chars, syntax, extended, false)
}

fn run(
    chars: &[char],
    syntax: Syntax,
    extended: bool,
    plain_capture: bool,
) -> Result<Translated, String> {
    let mut t = Translator {
        chars,
        i: 0,
        out: String::with_capacity(chars.len() + 8),
        syntax,
        extended,
        plain_capture,
        groups: 0,
        names: Vec::new(),
        opens: Vec::new(),
        lookbehinds: Vec::new(),
        top_implicit: 0,
        last_atom: None,
        quantified: Quantified::No,
        refs: Vec::new(),
        numbered_ref: false,
        props: Vec::new(),
    };
    t.pattern()?;
    if !t.opens.is_empty() {
        return Err("end pattern with unmatched parenthesis".into());
    }
    if !t.names.is_empty() && t.numbered_ref {
        return Err("numbered backref/call is not allowed. (use name)".into());
    }
    for r in &t.refs {
        if !t.names.iter().any(|(n, _)| n == r) {
            return Err(format!("undefined name <{r}> reference"));
        }
    }
    Ok(Translated {
        source: t.out,
        names: t.names,
        groups: t.groups,
        props: t.props,
    })
}

/// POSIX basic: `\(` `\)` `\{` `\}` `\|` `\+` `\?` are the operators and the bare
/// characters are literals; swap them so the rest reads it as the extended syntax.
fn swap_basic(pat: &str) -> String {
    let mut out = String::with_capacity(pat.len() + 4);
    let mut it = pat.chars().peekable();
    while let Some(c) = it.next() {
        match c {
            '\\' => match it.peek().copied() {
                Some(d @ ('(' | ')' | '{' | '}' | '|' | '+' | '?')) => {
                    it.next();
                    out.push(d);
                }
                Some(d) => {
                    it.next();
                    out.push('\\');
                    out.push(d);
                }
                None => out.push('\\'),
            },
            '(' | ')' | '{' | '}' | '|' | '+' | '?' => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

impl Translator<'_> {
    fn peek(&self, k: usize) -> Option<char> {
        self.chars.get(self.i + k).copied()
    }

    fn pattern(&mut self) -> Result<(), String> {
        while let Some(c) = self.peek(0) {
            self.i += 1;
            let at = self.out.len();
            match c {
                '\\' => {
                    self.escape(false)?;
                    self.atom(at);
                }
                '[' => {
                    let (expr, _) = self.class()?;
                    self.out.push_str(&expr);
                    self.atom(at);
                }
                '(' => self.group()?,
                ')' => {
                    let Some((start, implicit)) = self.opens.pop() else {
                        return Err("unmatched close parenthesis".into());
                    };
                    self.lookbehinds.pop();
                    self.close_implicit(implicit);
                    self.out.push(')');
                    self.atom(start);
                }
                '|' => {
                    self.out.push('|');
                    self.last_atom = None;
                }
                '*' | '+' | '?' => self.quantifier(c.to_string()),
                '{' => match self.interval() {
                    Some(q) => self.quantifier(q),
                    None => {
                        self.out.push_str("\\{");
                        self.atom(at);
                    }
                },
                '#' if self.extended => {
                    // a comment to the end of the line, which PCRE2 skips too
                    self.out.push('#');
                    while let Some(d) = self.peek(0) {
                        self.i += 1;
                        self.out.push(d);
                        if d == '\n' {
                            break;
                        }
                    }
                }
                ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c' if self.extended => {}
                '^' | '$' => {
                    self.out.push(c);
                    self.last_atom = None;
                }
                _ => {
                    self.out.push(c);
                    self.atom(at);
                }
            }
        }
        let implicit = self.top_implicit;
        self.close_implicit(implicit);
        Ok(())
    }

    /// The last atom starts at output offset `at` and has no quantifier yet.
    fn atom(&mut self, at: usize) {
        self.last_atom = Some(at);
        self.quantified = Quantified::No;
    }

    /// Close the option groups `(?i)` opened up to the end of their group.
    fn close_implicit(&mut self, n: usize) {
        if n > 0 && self.extended {
            // past a `#` comment that ran to the end
            self.out.push('\n');
        }
        for _ in 0..n {
            self.out.push(')');
        }
    }

    /// A quantifier `q` after the last atom. Oniguruma lets a quantifier follow a
    /// quantifier (a repeat of the repeat), where PCRE2 needs a group; `?` after one is
    /// lazy and `+` after `*`, `+`, `?` possessive, as in both.
    fn quantifier(&mut self, q: String) {
        let modifier = matches!(q.as_str(), "?" | "+");
        // PCRE2 wants a look-behind of bounded length; Oniguruma takes `*`/`+` in one
        let q = if self.lookbehinds.contains(&true) && self.quantified == Quantified::No {
            match q.as_str() {
                "*" => format!("{{0,{LOOKBEHIND_MAX}}}"),
                "+" => format!("{{1,{LOOKBEHIND_MAX}}}"),
                _ => match q.strip_suffix(",}") {
                    Some(low) => format!("{low},{LOOKBEHIND_MAX}}}"),
                    None => q,
                },
            }
        } else {
            q
        };
        match (self.last_atom, self.quantified) {
            (Some(_), Quantified::Simple) if modifier => {
                self.out.push_str(&q);
                self.quantified = Quantified::Modified;
            }
            (Some(_), Quantified::Interval) if q == "?" => {
                self.out.push_str(&q);
                self.quantified = Quantified::Modified;
            }
            (Some(at), Quantified::No) => {
                self.out.push_str(&q);
                self.quantified = if q.starts_with('{') {
                    if q.ends_with('+') {
                        Quantified::Modified
                    } else {
                        Quantified::Interval
                    }
                } else {
                    Quantified::Simple
                };
                self.last_atom = Some(at);
            }
            (Some(at), _) => {
                self.out.insert_str(at, "(?:");
                self.out.push(')');
                self.out.push_str(&q);
                self.quantified = if q.starts_with('{') {
                    Quantified::Interval
                } else {
                    Quantified::Simple
                };
            }
            // nothing to repeat: PCRE2 reports it
            (None, _) => self.out.push_str(&q),
        }
    }

    /// An interval `{n}`, `{n,}`, `{,m}`, `{n,m}` after its `{` (`None`: a literal `{`).
    /// Oniguruma reads `{n,m}` with n > m as the possessive `{m,n}+`.
    fn interval(&mut self) -> Option<String> {
        let mut j = self.i;
        let mut low = String::new();
        let mut high = String::new();
        let mut comma = false;
        loop {
            let c = *self.chars.get(j)?;
            j += 1;
            match c {
                '0'..='9' if comma => high.push(c),
                '0'..='9' => low.push(c),
                ',' if !comma => comma = true,
                '}' => break,
                _ => return None,
            }
        }
        if low.is_empty() && high.is_empty() {
            return None;
        }
        self.i = j;
        if !comma {
            return Some(format!("{{{low}}}"));
        }
        let (l, h) = (low.parse::<u64>().ok(), high.parse::<u64>().ok());
        Some(match (l, h) {
            (Some(l), Some(h)) if l > h => format!("{{{h},{l}}}+"),
            (None, _) => format!("{{0,{high}}}"),
            _ => format!("{{{low},{high}}}"),
        })
    }

    /// The escape after a backslash (already consumed).
    fn escape(&mut self, in_class: bool) -> Result<(), String> {
        let Some(d) = self.peek(0) else {
            return Err("end pattern at escape".into());
        };
        self.i += 1;
        match d {
            'h' if in_class => self.out.push_str("0-9a-fA-F"),
            'h' => self.out.push_str("[0-9a-fA-F]"),
            'H' if in_class => self.out.push_str("\\P{AHex}"),
            'H' => self.out.push_str("[^0-9a-fA-F]"),
            'u' => {
                let hex: String = (0..4).filter_map(|k| self.peek(k)).collect();
                if hex.len() == 4 && hex.chars().all(|h| h.is_ascii_hexdigit()) {
                    self.i += 4;
                    self.out.push_str(&format!("\\x{{{hex}}}"));
                } else {
                    self.out.push('u');
                }
            }
            'p' | 'P' if self.peek(0) == Some('{') => {
                let name = self.delimited('}');
                let (neg, bare) = match name.strip_prefix('^') {
                    Some(b) => (d == 'p', b),
                    None => (d == 'P', name.as_str()),
                };
                let mapped = match bare.to_ascii_lowercase().as_str() {
                    "digit" => "Nd",
                    "xdigit" => "AHex",
                    "word" => "Xwd",
                    "alnum" => "Xan",
                    "blank" => "Zs",
                    _ => bare,
                };
                self.out.push_str(if neg { "\\P{" } else { "\\p{" });
                self.out.push_str(mapped);
                self.out.push('}');
                self.props.push(format!("{{{name}}}"));
            }
            'k' if !in_class && matches!(self.peek(0), Some('<' | '\'')) => self.backref()?,
            'g' if !in_class && matches!(self.peek(0), Some('<' | '\'')) => {
                let close = if self.peek(0) == Some('<') { '>' } else { '\'' };
                let name = self.delimited(close);
                self.out.push_str("\\g");
                self.out.push(if close == '>' { '<' } else { '\'' });
                self.out.push_str(&name);
                self.out.push(close);
                if name
                    .chars()
                    .next()
                    .is_some_and(|c| !c.is_ascii_digit() && c != '-')
                {
                    self.refs.push(name);
                } else {
                    self.numbered_ref = true;
                }
            }
            '1'..='9' if !in_class => {
                self.numbered_ref = true;
                self.out.push('\\');
                self.out.push(d);
            }
            // PCRE2 refuses these in a class; Oniguruma reads the letter
            _ if in_class && !CLASS_ESCAPES.contains(d) && d.is_ascii_alphabetic() => {
                self.out.push(d);
            }
            _ if SAME_ESCAPES.contains(d) => {
                self.out.push('\\');
                self.out.push(d);
            }
            _ if d.is_ascii_alphanumeric() => self.out.push(d),
            _ => {
                self.out.push('\\');
                self.out.push(d);
            }
        }
        Ok(())
    }

    /// The text up to `close` after an opening delimiter at the cursor; the cursor ends past
    /// `close` (or at the end).
    fn delimited(&mut self, close: char) -> String {
        self.i += 1;
        let mut name = String::new();
        while let Some(c) = self.peek(0) {
            self.i += 1;
            if c == close {
                break;
            }
            name.push(c);
        }
        name
    }

    /// `\k<name>` / `\k'name'` / `\k<n>` / `\k<-n>`.
    fn backref(&mut self) -> Result<(), String> {
        let close = if self.peek(0) == Some('<') { '>' } else { '\'' };
        let name = self.delimited(close);
        if name.is_empty() {
            return Err("group name is empty".into());
        }
        let numeric = name.strip_prefix('-').unwrap_or(&name);
        if numeric.chars().all(|c| c.is_ascii_digit()) {
            self.numbered_ref = true;
            self.out.push_str(&format!("\\g{{{name}}}"));
        } else {
            self.out.push_str(&format!("\\k<{name}>"));
            self.refs.push(name);
        }
        Ok(())
    }

    /// A character class after its `[`: the PCRE2 expression matching one character, and
    /// its body when it is a plain (not negated, no set operation) class a union can take
    /// in. A nested class is a union; `&&` intersects, both written as look-aheads when the
    /// class cannot stay a PCRE2 class.
    fn class(&mut self) -> Result<(String, Option<String>), String> {
        let saved = std::mem::take(&mut self.out);
        let negated = self.peek(0) == Some('^');
        if negated {
            self.i += 1;
        }
        // each `&&` operand: its plain items and its nested classes that are not plain
        let mut parts: Vec<(String, Vec<String>)> = vec![(String::new(), Vec::new())];
        let mut first = true;
        let result = loop {
            let Some(c) = self.peek(0) else {
                break Err("premature end of char-class".to_string());
            };
            self.i += 1;
            match c {
                ']' if !first => break Ok(()),
                ']' => self.out.push_str("\\]"),
                '\\' => {
                    if let Err(e) = self.escape(true) {
                        break Err(e);
                    }
                }
                '[' if self.peek(0) == Some(':') => self.posix_bracket(),
                '[' => match self.class() {
                    Ok((_, Some(body))) => self.out.push_str(&body),
                    Ok((expr, None)) => {
                        if let Some(p) = parts.last_mut() {
                            p.1.push(expr);
                        }
                    }
                    Err(e) => break Err(e),
                },
                '&' if self.peek(0) == Some('&') => {
                    self.i += 1;
                    let flat = std::mem::take(&mut self.out);
                    if let Some(p) = parts.last_mut() {
                        p.0 = flat;
                    }
                    parts.push((String::new(), Vec::new()));
                }
                _ => self.out.push(c),
            }
            first = false;
        };
        let flat = std::mem::replace(&mut self.out, saved);
        result?;
        if let Some(p) = parts.last_mut() {
            p.0 = flat;
        }
        if !negated && parts.len() == 1 && parts[0].1.is_empty() {
            let body = parts.remove(0).0;
            let expr = if body.is_empty() {
                "(?!)".to_string()
            } else {
                format!("[{body}]")
            };
            return Ok((expr, Some(body)));
        }
        if parts.len() == 1 && parts[0].1.is_empty() {
            let body = &parts[0].0;
            let expr = if body.is_empty() {
                "[\\s\\S]".to_string()
            } else {
                format!("[^{body}]")
            };
            return Ok((expr, None));
        }
        let unions: Vec<String> = parts
            .into_iter()
            .map(|(flat, nested)| {
                let mut alts = Vec::new();
                if !flat.is_empty() {
                    alts.push(format!("[{flat}]"));
                }
                alts.extend(nested);
                if alts.is_empty() {
                    "(?!)".to_string()
                } else {
                    format!("(?:{})", alts.join("|"))
                }
            })
            .collect();
        let all: String = unions.iter().map(|u| format!("(?={u})")).collect();
        let expr = if negated {
            format!("(?:(?!{all})[\\s\\S])")
        } else {
            format!("(?:{all}[\\s\\S])")
        };
        Ok((expr, None))
    }

    /// A POSIX bracket `[:name:]` inside a class, the cursor at its `:` (or a literal `[`
    /// when it is not one).
    fn posix_bracket(&mut self) {
        let rest: String = self.chars[self.i..].iter().take(12).collect();
        match rest.find(":]") {
            Some(end) if rest[..end] == *":xdigit" => {
                // ASCII only, as in Oniguruma (PCRE2's takes fullwidth digits)
                self.out.push_str("0-9A-Fa-f");
                self.i += end + 2;
            }
            Some(end) if end > 1 => {
                self.out.push('[');
                self.out.push_str(&rest[..end + 2]);
                self.i += rest[..end + 2].chars().count();
            }
            _ => self.out.push_str("\\["),
        }
    }

    /// A group opens here.
    fn open(&mut self) {
        self.opens.push((self.out.len(), 0));
        self.lookbehinds.push(false);
        self.last_atom = None;
    }

    /// A group after its `(`.
    fn group(&mut self) -> Result<(), String> {
        if self.peek(0) != Some('?') {
            self.open();
            if self.plain_capture {
                self.groups += 1;
                self.out.push('(');
            } else {
                self.out.push_str("(?:");
            }
            return Ok(());
        }
        match self.peek(1) {
            Some('#') => {
                // a comment: skipped
                while let Some(c) = self.peek(0) {
                    self.i += 1;
                    if c == ')' {
                        break;
                    }
                }
                Ok(())
            }
            Some(':' | '=' | '!' | '>') => {
                self.open();
                self.out.push_str("(?");
                self.out.push(self.chars[self.i + 1]);
                self.i += 2;
                Ok(())
            }
            Some('<') if matches!(self.peek(2), Some('=' | '!')) => {
                self.open();
                if let Some(lb) = self.lookbehinds.last_mut() {
                    *lb = true;
                }
                self.out.push_str("(?<");
                self.out.push(self.chars[self.i + 2]);
                self.i += 3;
                Ok(())
            }
            Some(open @ ('<' | '\'')) => {
                let close = if open == '<' { '>' } else { '\'' };
                self.i += 1;
                let start = self.i + 1;
                let name = self.delimited(close);
                if self.chars.get(self.i - 1) != Some(&close) || self.i <= start {
                    if name.is_empty() {
                        return Err("group name is empty".into());
                    }
                    return Err(format!("invalid group name <{name}>"));
                }
                if name.is_empty() {
                    return Err("group name is empty".into());
                }
                if name.chars().next().is_some_and(|c| c.is_ascii_digit()) {
                    return Err(format!("invalid group name <{name}>"));
                }
                if !name.chars().all(is_name_char) {
                    return Err(format!("invalid char in group name <{name}>"));
                }
                self.open();
                self.groups += 1;
                match self.names.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, nums)) => nums.push(self.groups),
                    None => self.names.push((name.clone(), vec![self.groups])),
                }
                self.out.push_str(&format!("(?<{name}>"));
                Ok(())
            }
            _ => self.options(),
        }
    }

    /// `(?imx-imx)` or `(?imx-imx:...)`, the cursor at the `?`.
    fn options(&mut self) -> Result<(), String> {
        let mut j = self.i + 1;
        let mut letters = String::new();
        let mut on = true;
        loop {
            let Some(c) = self.chars.get(j).copied() else {
                return Err("end pattern in group".into());
            };
            j += 1;
            match c {
                '-' => {
                    on = false;
                    letters.push('-');
                }
                'i' => letters.push('i'),
                'x' => {
                    self.extended = on;
                    letters.push('x');
                }
                'm' if self.syntax.m_is_dotall() => letters.push('s'),
                'm' | 's' if !self.syntax.m_is_dotall() => letters.push(c),
                ')' => {
                    // scoped to the end of the enclosing group, alternatives included
                    self.out.push_str(&format!("(?{letters}:"));
                    match self.opens.last_mut() {
                        Some(open) => open.1 += 1,
                        None => self.top_implicit += 1,
                    }
                    self.last_atom = None;
                    self.i = j;
                    return Ok(());
                }
                ':' => {
                    self.open();
                    self.out.push_str(&format!("(?{letters}:"));
                    self.i = j;
                    return Ok(());
                }
                _ => return Err("undefined group option".into()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(p: &str) -> String {
        match translate(p, Syntax::Ruby, false) {
            Ok(t) => t.source,
            Err(e) => format!("ERR {e}"),
        }
    }

    #[test]
    fn rewrites() {
        assert_eq!(tr(r"\h+(?m:.)"), r"[0-9a-fA-F]+(?s:.)");
        assert_eq!(tr(r"(a)(?<n>b)"), r"(?:a)(?<n>b)");
        assert_eq!(tr(r"\k<1>\uFF21"), r"\g{1}\x{FF21}");
        assert_eq!(tr(r"[a[bc]]\y"), r"[abc]y");
        assert_eq!(tr(r"a(?i)b|c"), r"a(?i:b|c)");
        assert_eq!(tr(r"a**a{2,1}"), r"(?:a*)*a{1,2}+");
        assert_eq!(tr(r"[a&&[^b]]"), r"(?:(?=(?:[a]))(?=(?:[^b]))[\s\S])");
        assert_eq!(tr(r"(?<0>a)"), "ERR invalid group name <0>");
        assert_eq!(tr(r"(a"), "ERR end pattern with unmatched parenthesis");
        assert_eq!(
            tr(r"(?<n>a)\1"),
            "ERR numbered backref/call is not allowed. (use name)"
        );
        assert_eq!(tr(r"\k<zz>"), "ERR undefined name <zz> reference");
        assert_eq!(
            translate(r"a\{1,2\}(b)", Syntax::PosixBasic, false)
                .map(|t| t.source)
                .unwrap_or_default(),
            r"a{1,2}\(b\)"
        );
    }
}
