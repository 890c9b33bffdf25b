//! parse_ini_string and parse_ini_file: php's ini grammar (Zend/zend_ini_parser.y) as a
//! recursive-descent parser over `scanner`, feeding php's array-building callbacks
//! (sections, `key[]` / `key[sub]` offsets, symtable keys). Syntax errors are bison's
//! "syntax error, unexpected X[, expecting Y]" warnings, and the call returns false.

mod scanner;

use crate::def;
use crate::standard::file::{open_failed, resolve};
use rphp_vm::builtins::{Builtin, arg_bool, arg_int, arg_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ArrayKey, PhpArray, PhpStr, Value};
use scanner::{IniVal, SCANNER_NORMAL, SCANNER_RAW, SCANNER_TYPED, Scanner, Tok};
use std::os::unix::ffi::OsStrExt;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "parse_ini_string",
        parse_ini_string,
        1,
        3,
        &["ini_string", "process_sections", "scanner_mode"],
    ),
    def(
        "parse_ini_file",
        parse_ini_file,
        1,
        3,
        &["filename", "process_sections", "scanner_mode"],
    ),
];

pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("INI_SCANNER_NORMAL", SCANNER_NORMAL),
    ("INI_SCANNER_RAW", SCANNER_RAW),
    ("INI_SCANNER_TYPED", SCANNER_TYPED),
];

/// A syntax error's message (without the " in FILE on line N" tail).
type Syntax = String;

struct Parser<'a, 'v> {
    sc: Scanner<'a>,
    tok: Tok,
    vm: &'v mut Vm,
    result: PhpArray,
    sections: bool,
    active: Option<ArrayKey>,
}

fn unexpected(tok: &Tok, expecting: &[&str]) -> Syntax {
    let mut msg = format!("syntax error, unexpected {}", tok.name());
    if !expecting.is_empty() {
        msg.push_str(", expecting ");
        msg.push_str(&expecting.join(" or "));
    }
    msg
}

/// The value as php's string conversion gives it.
fn val_bytes(v: IniVal) -> Vec<u8> {
    match v {
        IniVal::Str(s) => s,
        IniVal::Int(i) => i.to_string().into_bytes(),
        IniVal::Float(f) => rphp_vm::value::float_fmt::float_to_string(f).into_bytes(),
        IniVal::Bool(true) => b"1".to_vec(),
        IniVal::Bool(false) | IniVal::Null => Vec::new(),
    }
}

/// zend_ini_add_string: both operands as strings, concatenated.
fn concat(a: IniVal, b: IniVal) -> IniVal {
    let mut s = val_bytes(a);
    s.extend(val_bytes(b));
    IniVal::Str(s)
}

/// get_int_val: C's `atoi` for strings, a truncating cast for numbers.
fn int_val(v: &IniVal) -> i32 {
    match v {
        IniVal::Int(i) => *i as i32,
        IniVal::Float(f) => *f as i32,
        IniVal::Bool(b) => i32::from(*b),
        IniVal::Null => 0,
        IniVal::Str(s) => {
            let mut i = 0;
            while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
                i += 1;
            }
            let neg = s.get(i) == Some(&b'-');
            if matches!(s.get(i), Some(b'-' | b'+')) {
                i += 1;
            }
            let mut n: i64 = 0;
            while let Some(d) = s.get(i).filter(|c| c.is_ascii_digit()) {
                n = n.saturating_mul(10).saturating_add(i64::from(d - b'0'));
                i += 1;
            }
            (if neg { n.saturating_neg() } else { n }) as i32
        }
    }
}

fn to_value(v: IniVal) -> Value {
    match v {
        IniVal::Str(s) => Value::Str(PhpStr::from_vec(s)),
        IniVal::Int(i) => Value::Int(i),
        IniVal::Float(f) => Value::Float(f),
        IniVal::Bool(b) => Value::Bool(b),
        IniVal::Null => Value::Null,
    }
}

impl Parser<'_, '_> {
    fn advance(&mut self) {
        self.tok = self.sc.next();
    }

    fn is_char(&self, c: u8) -> bool {
        matches!(self.tok, Tok::Char(t) if t == c)
    }

    fn expect_char(&mut self, c: u8, expecting: &[&str]) -> Result<(), Syntax> {
        if self.is_char(c) {
            self.advance();
            Ok(())
        } else {
            Err(unexpected(&self.tok, expecting))
        }
    }

    fn parse(&mut self) -> Result<(), Syntax> {
        self.advance();
        loop {
            match std::mem::replace(&mut self.tok, Tok::End) {
                Tok::End => return Ok(()),
                Tok::Eol => self.advance(),
                Tok::Section => {
                    self.advance();
                    let name = if self.is_char(b']') {
                        IniVal::Str(Vec::new())
                    } else {
                        self.var_string_list(false)?
                    };
                    self.expect_char(b']', &["']'"])?;
                    self.section(val_bytes(name));
                }
                Tok::Label(name) => {
                    self.advance();
                    if self.is_char(b'=') {
                        self.advance();
                        let value = self.string_or_value()?;
                        self.entry(&val_bytes(name), value);
                    }
                }
                Tok::Offset(name) => {
                    self.advance();
                    let offset = if self.is_char(b']') {
                        IniVal::Str(Vec::new())
                    } else {
                        self.var_string_list(true)?
                    };
                    self.expect_char(b']', &["']'"])?;
                    self.expect_char(b'=', &["'='"])?;
                    let value = self.string_or_value()?;
                    self.pop_entry(&val_bytes(name), value, &val_bytes(offset));
                }
                other => return Err(unexpected(&other, &[])),
            }
        }
    }

    fn string_or_value(&mut self) -> Result<IniVal, Syntax> {
        match std::mem::replace(&mut self.tok, Tok::End) {
            Tok::True(v) | Tok::False(v) | Tok::Null(v) => {
                self.advance();
                Ok(v)
            }
            Tok::Eol => {
                self.advance();
                Ok(IniVal::Str(Vec::new()))
            }
            other => {
                self.tok = other;
                self.expr()
            }
        }
    }

    fn expr(&mut self) -> Result<IniVal, Syntax> {
        let mut left = self.unary()?;
        while let Tok::Char(op @ (b'|' | b'&' | b'^')) = self.tok {
            self.advance();
            let right = self.unary()?;
            let (a, b) = (int_val(&left), int_val(&right));
            let r = match op {
                b'|' => a | b,
                b'&' => a & b,
                _ => a ^ b,
            };
            left = IniVal::Str(r.to_string().into_bytes());
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<IniVal, Syntax> {
        match self.tok {
            Tok::Char(op @ (b'~' | b'!')) => {
                self.advance();
                let v = int_val(&self.unary()?);
                let r = if op == b'~' { !v } else { i32::from(v == 0) };
                Ok(IniVal::Str(r.to_string().into_bytes()))
            }
            Tok::Char(b'(') => {
                self.advance();
                let v = self.expr()?;
                self.expect_char(b')', &["'^'", "'|'", "'&'", "')'"])?;
                Ok(v)
            }
            _ => self.var_string_list(true),
        }
    }

    /// One piece of a value, or None when the token cannot continue one.
    fn piece(&mut self, lookup_constants: bool) -> Result<Option<IniVal>, Syntax> {
        let v = match std::mem::replace(&mut self.tok, Tok::End) {
            Tok::DollarCurly => return self.cfg_var_ref().map(Some),
            Tok::Char(b'"') => {
                self.advance();
                let mut acc = IniVal::Str(Vec::new());
                loop {
                    match std::mem::replace(&mut self.tok, Tok::End) {
                        Tok::DollarCurly => acc = concat(acc, self.cfg_var_ref()?),
                        Tok::Quoted(q) => {
                            acc = concat(acc, q);
                            self.advance();
                        }
                        Tok::Char(b'"') => break,
                        other => {
                            return Err(unexpected(
                                &other,
                                &["TC_DOLLAR_CURLY", "TC_QUOTED_STRING", "'\"'"],
                            ));
                        }
                    }
                }
                acc
            }
            Tok::Constant(c) if lookup_constants => self.constant(c),
            Tok::Constant(v) | Tok::Raw(v) | Tok::Number(v) | Tok::Str(v) | Tok::Whitespace(v) => v,
            other => {
                self.tok = other;
                return Ok(None);
            }
        };
        self.advance();
        Ok(Some(v))
    }

    fn var_string_list(&mut self, lookup_constants: bool) -> Result<IniVal, Syntax> {
        let Some(mut acc) = self.piece(lookup_constants)? else {
            return Err(unexpected(&self.tok, &[]));
        };
        while let Some(next) = self.piece(lookup_constants)? {
            acc = concat(acc, next);
        }
        Ok(acc)
    }

    /// `${name}` or `${name:-fallback}`: a configuration value, else the environment.
    fn cfg_var_ref(&mut self) -> Result<IniVal, Syntax> {
        self.advance();
        let Tok::VarName(name) = std::mem::replace(&mut self.tok, Tok::End) else {
            return Err(unexpected(&self.tok, &["TC_VARNAME"]));
        };
        self.advance();
        let mut fallback = None;
        if matches!(self.tok, Tok::Fallback) {
            self.advance();
            fallback = Some(if self.is_char(b'}') {
                IniVal::Str(Vec::new())
            } else {
                self.var_string_list(true)?
            });
        }
        if !self.is_char(b'}') {
            let expecting: &[&str] = if fallback.is_some() {
                &["'}'"]
            } else {
                &["TC_FALLBACK", "'}'"]
            };
            return Err(unexpected(&self.tok, expecting));
        }
        self.advance();
        let name = val_bytes(name);
        let key = String::from_utf8_lossy(&name).into_owned();
        if let Some(v) = self.vm.ini.get(&key) {
            return Ok(IniVal::Str(v.as_bytes().to_vec()));
        }
        if let Some(v) = crate::standard::env::lookup(self.vm, &name) {
            return Ok(IniVal::Str(v));
        }
        Ok(fallback.unwrap_or(IniVal::Str(Vec::new())))
    }

    /// zend_ini_get_constant: a defined constant's string value, else the name itself.
    fn constant(&mut self, name: IniVal) -> IniVal {
        let bytes = val_bytes(name);
        if bytes.contains(&b':') {
            return IniVal::Str(bytes);
        }
        let found = self
            .vm
            .constants
            .get(bytes.as_slice())
            .cloned()
            .or_else(|| rphp_vm::builtins::var::builtin_constant(&bytes));
        match found {
            Some(v) => match rphp_vm::builtins::value_to_str_now(self.vm, &v) {
                Ok(s) => IniVal::Str(s.to_vec()),
                Err(_) => IniVal::Str(bytes),
            },
            None => IniVal::Str(bytes),
        }
    }

    /// The array entries go to: the active section's array, else the result.
    fn target(&mut self) -> &mut rphp_vm::value::ArrayData {
        let root = self.result.make_mut();
        let Some(key) = self.active.clone() else {
            return root;
        };
        array_in(root.entry(key))
    }

    fn section(&mut self, name: Vec<u8>) {
        if !self.sections {
            return;
        }
        let key = ArrayKey::from_bytes(&name);
        self.result
            .make_mut()
            .insert(key.clone(), Value::Array(PhpArray::new()));
        self.active = Some(key);
    }

    fn entry(&mut self, name: &[u8], value: IniVal) {
        let key = ArrayKey::from_bytes(name);
        self.target().insert(key, to_value(value));
    }

    fn pop_entry(&mut self, name: &[u8], value: IniVal, offset: &[u8]) {
        let outer = if !(name.len() > 1 && name[0] == b'0') {
            use rphp_vm::value::numeric::{Number, numeric_value};
            match numeric_value(name) {
                Some(Number::Int(i)) => ArrayKey::Int(i),
                _ => ArrayKey::Str(PhpStr::new(name)),
            }
        } else {
            ArrayKey::Str(PhpStr::new(name))
        };
        let arr = array_in(self.target().entry(outer));
        if offset.is_empty() {
            let _ = arr.push(to_value(value));
        } else {
            arr.insert(ArrayKey::from_bytes(offset), to_value(value));
        }
    }
}

/// The array in `slot`, a fresh one replacing any other value.
fn array_in(slot: &mut Value) -> &mut rphp_vm::value::ArrayData {
    match slot {
        Value::Array(arr) => arr.make_mut(),
        other => {
            *other = Value::Array(PhpArray::new());
            array_in(other)
        }
    }
}

/// Parse `src`; a syntax error warns (naming `file`, "Unknown" for strings) and gives false.
fn parse_ini(vm: &mut Vm, src: &[u8], sections: bool, mode: i64, file: &str) -> Value {
    if !matches!(mode, SCANNER_NORMAL | SCANNER_RAW | SCANNER_TYPED) {
        vm.warn("Invalid scanner mode");
        return Value::Bool(false);
    }
    let mut p = Parser {
        sc: Scanner::new(src, mode),
        tok: Tok::End,
        vm,
        result: PhpArray::new(),
        sections,
        active: None,
    };
    match p.parse() {
        Ok(()) => Value::Array(p.result),
        Err(msg) => {
            let line = p.sc.lineno;
            p.vm.warn(format!("{msg} in {file} on line {line}\n"));
            Value::Bool(false)
        }
    }
}

fn parse_ini_string(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "parse_ini_string";
    let src = arg_str(vm, a, 0, f, "ini_string")?;
    let sections = a.len() > 1 && arg_bool(vm, a, 1, f, "process_sections")?;
    let mode = if a.len() > 2 {
        arg_int(vm, a, 2, f, "scanner_mode")?
    } else {
        SCANNER_NORMAL
    };
    // php scans the string as a C string.
    let src = match src.iter().position(|&b| b == 0) {
        Some(n) => &src[..n],
        None => &src[..],
    };
    Ok(parse_ini(vm, src, sections, mode, "Unknown"))
}

fn parse_ini_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "parse_ini_file";
    let name = crate::standard::file::arg_path(vm, a, 0, f, "filename")?;
    let sections = a.len() > 1 && arg_bool(vm, a, 1, f, "process_sections")?;
    let mode = if a.len() > 2 {
        arg_int(vm, a, 2, f, "scanner_mode")?
    } else {
        SCANNER_NORMAL
    };
    if name.is_empty() {
        return Err(Control::Error(
            ThrowKind::ValueError,
            "parse_ini_file(): Argument #1 ($filename) must not be empty".into(),
        ));
    }
    let path = resolve_ini_path(vm, &name);
    let src = match std::fs::read(&path) {
        Ok(src) if !path.is_dir() => src,
        _ => {
            open_failed(vm, f, &name, "No such file or directory");
            return Ok(Value::Bool(false));
        }
    };
    let file = String::from_utf8_lossy(&name).into_owned();
    Ok(parse_ini(vm, &src, sections, mode, &file))
}

/// php_resolve_path: `./` and `../` names and absolute paths as given; other names
/// through the include_path, then beside the executing script.
fn resolve_ini_path(vm: &mut Vm, name: &[u8]) -> std::path::PathBuf {
    let direct = resolve(vm, name);
    if name.starts_with(b"/") || name.starts_with(b"./") || name.starts_with(b"../") {
        return direct;
    }
    let include_path = vm.ini.get("include_path").unwrap_or(".").to_string();
    for dir in include_path.split(':').filter(|d| !d.is_empty()) {
        let candidate = resolve(vm, dir.as_bytes()).join(std::ffi::OsStr::from_bytes(name));
        if candidate.is_file() {
            return candidate;
        }
    }
    if let Some(dir) = std::path::Path::new(&vm.script_path).parent() {
        let beside = dir.join(std::ffi::OsStr::from_bytes(name));
        if beside.is_file() {
            return beside;
        }
    }
    direct
}
