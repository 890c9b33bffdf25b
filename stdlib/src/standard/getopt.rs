//! `getopt()` (basic_functions.c over main/getopt.c): short options `a`, `a:` (required
//! value), `a::` (optional value, only as `-avalue`/`-a=value`), long options the same way
//! with `--name`, `--name=value` and `--name value`; repeated options collect into lists;
//! `$rest_index` gets the index where parsing stopped.

use crate::def_ref;
use rphp_vm::builtins::{Builtin, arg, arg_array, arg_str, value_to_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::numeric::{Number, parse_numeric};
use rphp_vm::value::{ArrayKey, PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[def_ref(
    "getopt",
    getopt,
    1,
    3,
    1 << 2,
    &["short_options", "long_options", "rest_index"],
)];

/// One known option: a short letter (0 for a long one), its long name, and whether it
/// takes a value (0 no, 1 required, 2 optional).
struct Opt {
    short: u8,
    name: Vec<u8>,
    param: u8,
}

/// What one step of the scanner found.
enum Step {
    End,
    Invalid,
    Found(usize, Option<Vec<u8>>),
}

/// `php_getopt`'s state: the argument index, the letter inside a `-abc` group, and
/// whether the scanner is inside such a group.
struct Scanner<'a> {
    argv: &'a [Vec<u8>],
    opts: &'a [Opt],
    optind: usize,
    optchr: usize,
    dash: bool,
}

impl Scanner<'_> {
    fn byte(&self, i: usize, j: usize) -> u8 {
        self.argv
            .get(i)
            .and_then(|a| a.get(j))
            .copied()
            .unwrap_or(0)
    }

    fn next(&mut self) -> Step {
        let argc = self.argv.len();
        if self.optind >= argc {
            return Step::End;
        }
        let i = self.optind;
        if !self.dash && (self.byte(i, 0) != b'-' || self.byte(i, 1) == 0) {
            return Step::End;
        }
        let mut found: Option<usize> = None;
        let arg_start;
        if self.byte(i, 0) == b'-' && self.byte(i, 1) == b'-' {
            if self.byte(i, 2) == 0 {
                self.optind += 1;
                return Step::End;
            }
            let text = &self.argv[i][2..];
            let text = &text[..text.iter().position(|&c| c == 0).unwrap_or(text.len())];
            // php looks for `=` before the last character only.
            let search = &text[..text.len().saturating_sub(1)];
            let (name, has_eq) = match search.iter().position(|&c| c == b'=') {
                Some(eq) => (&text[..eq], true),
                None => (text, false),
            };
            match self
                .opts
                .iter()
                .position(|o| o.short == 0 && o.name == name)
            {
                Some(idx) => found = Some(idx),
                None => {
                    self.optind += 1;
                    return Step::Invalid;
                }
            }
            self.optchr = 0;
            self.dash = false;
            arg_start = 2 + name.len() + usize::from(has_eq);
        } else {
            if !self.dash {
                self.dash = true;
                self.optchr = 1;
            }
            if self.byte(i, self.optchr) == b':' {
                self.dash = false;
                self.optind += 1;
                return Step::Invalid;
            }
            arg_start = 1 + self.optchr;
        }
        let idx = match found {
            Some(idx) => idx,
            None => {
                let c = self.byte(i, self.optchr);
                match self.opts.iter().position(|o| o.short != 0 && o.short == c) {
                    Some(idx) => idx,
                    None => {
                        if self.byte(i, self.optchr + 1) == 0 {
                            self.dash = false;
                            self.optind += 1;
                        } else {
                            self.optchr += 1;
                        }
                        return Step::Invalid;
                    }
                }
            }
        };
        let opt = &self.opts[idx];
        if opt.param > 0 {
            self.dash = false;
            let rest = |s: &Self, from: usize| s.argv[i].get(from..).unwrap_or(&[]).to_vec();
            if self.byte(i, arg_start) == 0 {
                self.optind += 1;
                if self.optind == argc {
                    if opt.param == 1 {
                        return Step::Invalid;
                    }
                } else if opt.param == 1 {
                    let v = self.argv[self.optind].clone();
                    self.optind += 1;
                    return Step::Found(idx, Some(v));
                }
                return Step::Found(idx, None);
            }
            let value = if self.byte(i, arg_start) == b'=' {
                rest(self, arg_start + 1)
            } else {
                rest(self, arg_start)
            };
            self.optind += 1;
            return Step::Found(idx, Some(value));
        }
        let is_long = self.byte(i, 0) == b'-' && self.byte(i, 1) == b'-';
        if arg_start >= 2 && !is_long {
            if self.byte(i, self.optchr + 1) == 0 {
                self.dash = false;
                self.optind += 1;
            } else {
                self.optchr += 1;
            }
        } else {
            self.optind += 1;
        }
        Step::Found(idx, None)
    }
}

/// `parse_opts`: the leading run of letters and digits, each with its colons.
fn short_options(spec: &[u8]) -> Vec<Opt> {
    let mut opts = Vec::new();
    let mut i = 0;
    while i < spec.len() && spec[i].is_ascii_alphanumeric() {
        let short = spec[i];
        i += 1;
        let mut param = 0;
        if spec.get(i) == Some(&b':') {
            param = 1;
            i += 1;
            if spec.get(i) == Some(&b':') {
                param = 2;
                i += 1;
            }
        }
        opts.push(Opt {
            short,
            name: Vec::new(),
            param,
        });
    }
    opts
}

fn getopt(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let spec = arg_str(vm, a, 0, "getopt", "short_options")?;
    let longopts = match arg(a, 1) {
        Value::Null => None,
        _ => Some(arg_array(a, 1, "getopt", "long_options")?),
    };
    if let Some(Value::Ref(r)) = a.get(2) {
        r.set(Value::Int(1));
    }
    let spec = &spec[..spec.iter().position(|&c| c == 0).unwrap_or(spec.len())];
    let mut opts = short_options(spec);
    if let Some(long) = longopts {
        for v in long.values() {
            let mut name = value_to_str(vm, &v.deref_value())?.to_vec();
            if let Some(nul) = name.iter().position(|&c| c == 0) {
                name.truncate(nul);
            }
            let mut param = 0;
            if name.last() == Some(&b':') {
                name.pop();
                param = 1;
                if name.last() == Some(&b':') {
                    name.pop();
                    param = 2;
                }
            }
            opts.push(Opt {
                short: 0,
                name,
                param,
            });
        }
    }
    let argv: Vec<Vec<u8>> = vm
        .argv
        .iter()
        .map(|s| s[..s.iter().position(|&c| c == 0).unwrap_or(s.len())].to_vec())
        .collect();
    let mut scanner = Scanner {
        argv: &argv,
        opts: &opts,
        optind: 1,
        optchr: 0,
        dash: false,
    };
    let mut out = PhpArray::new();
    loop {
        let (idx, value) = match scanner.next() {
            Step::End => break,
            Step::Invalid => continue,
            Step::Found(idx, value) => (idx, value),
        };
        let opt = &opts[idx];
        let name = if opt.short == 0 {
            opt.name.clone()
        } else {
            vec![opt.short]
        };
        let val = match value {
            Some(v) => Value::str(v),
            None => Value::Bool(false),
        };
        let leading_zero = name.len() > 1 && name[0] == b'0';
        let key = match parse_numeric(&name, false) {
            Some(n) if !leading_zero && !n.trailing => match n.number {
                Number::Int(i) => ArrayKey::Int(i),
                Number::Float(_) => ArrayKey::from_bytes(&name),
            },
            _ => ArrayKey::from_bytes(&name),
        };
        let data = out.make_mut();
        match data.get_mut(&key) {
            Some(Value::Array(list)) => {
                let _ = list.push(val);
            }
            Some(existing) => {
                let first = std::mem::take(existing);
                *existing = Value::Array(PhpArray::from_values(vec![first, val]));
            }
            None => {
                data.insert(key, val);
            }
        }
    }
    if let Some(Value::Ref(r)) = a.get(2) {
        r.set(Value::Int(scanner.optind as i64));
    }
    Ok(Value::Array(out))
}
