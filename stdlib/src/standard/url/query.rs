//! http_build_query (php_url_encode_hash_ex, walked with an explicit stack: nested arrays,
//! objects' visible properties, numeric prefix, separator, RFC 1738/3986) and parse_str
//! (php_default_treat_data + php_register_variable_ex: `a[b][]=` nesting, `.`/space key
//! mangling, the nesting limit).

use super::{decode, encode};
use crate::standard::string::{arg_nullable_str, bytes};
use rphp_vm::builtins::{arg, arg_int, arg_str, type_error};
use rphp_vm::bytecode::Visibility;
use rphp_vm::class::prop_label_parts;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::convert::to_str;
use rphp_vm::value::{ArrayData, ArrayKey, PhpArray, Value};

/// One entry of an array or object: the string key (`None` for an int key), the int key,
/// the value.
type Entry = (Option<Vec<u8>>, i64, Value);

/// One array or object being walked.
struct Level {
    entries: Vec<Entry>,
    next: usize,
    key_prefix: Vec<u8>,
    /// `%5D` after each key (every level below the top).
    nested: bool,
    addr: usize,
}

/// The entries of an array, or an object's properties visible from the caller's scope
/// (names unmangled). A string key is `(Some(name), 0)`, an int key `(None, n)`.
fn entries(vm: &mut Vm, v: &Value) -> (Vec<Entry>, usize) {
    match v {
        Value::Array(arr) => {
            let list = arr
                .iter()
                .map(|(k, v)| match k {
                    ArrayKey::Int(i) => (None, i, v.deref_value()),
                    ArrayKey::Str(s) => (Some(s.to_vec()), 0, v.deref_value()),
                })
                .collect();
            (list, arr.addr())
        }
        Value::Object(o) => {
            let class = o.class();
            let scope = vm.scope_class();
            let props = o.borrow().properties.clone();
            let mut list = Vec::new();
            for (k, v) in props.iter() {
                let ArrayKey::Str(s) = &k else {
                    if let ArrayKey::Int(i) = k {
                        list.push((None, i, v.deref_value()));
                    }
                    continue;
                };
                let (name, vis, owner) = prop_label_parts(&class, s.as_bytes());
                let visible = match vis {
                    Visibility::Public => true,
                    Visibility::Protected => scope
                        .as_ref()
                        .is_some_and(|sc| class.is_subclass_of(sc) || sc.is_subclass_of(&class)),
                    Visibility::Private => scope.as_ref().is_some_and(|sc| {
                        owner
                            .as_ref()
                            .is_some_and(|o| o.as_bytes() == sc.name.as_bytes())
                    }),
                };
                if visible {
                    list.push((Some(name), 0, v.deref_value()));
                }
            }
            (list, o.addr())
        }
        _ => (Vec::new(), 0),
    }
}

pub(crate) fn http_build_query(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "http_build_query";
    let data = arg(a, 0);
    if !matches!(data, Value::Array(_) | Value::Object(_)) {
        return Err(type_error(f, 0, "data", "array", &data));
    }
    let num_prefix = if a.len() > 1 {
        arg_str(vm, a, 1, f, "numeric_prefix")?.to_vec()
    } else {
        Vec::new()
    };
    let sep = arg_nullable_str(vm, a, 2, f, "arg_separator")?.map(|s| s.to_vec());
    let raw = if a.len() > 3 {
        arg_int(vm, a, 3, f, "encoding_type")? == 2
    } else {
        false
    };
    let sep = match sep {
        Some(s) => s,
        None => match vm.ini.get("arg_separator.output") {
            Some(s) if !s.is_empty() => s.as_bytes().to_vec(),
            _ => b"&".to_vec(),
        },
    };
    // php reads the separator as a C string.
    let sep = sep[..sep.iter().position(|&c| c == 0).unwrap_or(sep.len())].to_vec();
    let (list, addr) = entries(vm, &data);
    let mut stack = vec![Level {
        entries: list,
        next: 0,
        key_prefix: Vec::new(),
        nested: false,
        addr,
    }];
    let mut out: Vec<u8> = Vec::new();
    while let Some(level) = stack.last_mut() {
        let Some((name, idx, value)) = level.entries.get(level.next).cloned() else {
            stack.pop();
            continue;
        };
        level.next += 1;
        let top = !level.nested;
        // key_prefix + (encoded name | num_prefix + index) + "%5D" when nested
        let mut key = level.key_prefix.clone();
        match &name {
            Some(n) => key.extend_from_slice(&encode(n, raw)),
            None => {
                if top {
                    key.extend_from_slice(&num_prefix);
                }
                key.extend_from_slice(idx.to_string().as_bytes());
            }
        }
        if level.nested {
            key.extend_from_slice(b"%5D");
        }
        match &value {
            Value::Array(_) | Value::Object(_) => {
                let (list, addr) = entries(vm, &value);
                if stack.iter().any(|l| l.addr == addr && addr != 0) {
                    continue;
                }
                key.extend_from_slice(b"%5B");
                stack.push(Level {
                    entries: list,
                    next: 0,
                    key_prefix: key,
                    nested: true,
                    addr,
                });
            }
            Value::Null => {}
            _ => {
                if !out.is_empty() {
                    out.extend_from_slice(&sep);
                }
                out.extend_from_slice(&key);
                out.push(b'=');
                match &value {
                    Value::Bool(b) => out.push(if *b { b'1' } else { b'0' }),
                    Value::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
                    v => {
                        let s = to_str(v, &mut vm.diag)?;
                        out.extend_from_slice(&encode(&s, raw));
                    }
                }
            }
        }
    }
    Ok(bytes(out))
}

/// php_is_forbidden_variable_name: a name mangled into `__Host-`/`__Secure-`.
fn forbidden(mangled: &[u8], original: &[u8]) -> bool {
    [&b"__Host-"[..], b"__Secure-"]
        .iter()
        .any(|p| mangled.starts_with(p) && !original.starts_with(p))
}

/// The slot a string index names in `table` (a numeric string is an int key).
fn slot<'t>(table: &'t mut ArrayData, index: Option<&[u8]>) -> Option<&'t mut Value> {
    match index {
        None => table.push_slot().ok(),
        Some(k) => Some(table.entry(ArrayKey::from_bytes(k))),
    }
}

/// php_register_variable_ex into `root`.
pub(crate) fn register(root: &mut PhpArray, name: &[u8], value: Value, max_nesting: i64) {
    let name = &name[..name.iter().position(|&c| c == 0).unwrap_or(name.len())];
    let start = name.iter().position(|&c| c != b' ').unwrap_or(name.len());
    let original = &name[start..];
    let mut var: Vec<u8> = original.to_vec();
    // mangle the base name up to the first '['
    let mut bracket = None;
    for (i, c) in var.iter_mut().enumerate() {
        match *c {
            b' ' | b'.' => *c = b'_',
            b'[' => {
                bracket = Some(i);
                break;
            }
            _ => {}
        }
    }
    let base_len = bracket.unwrap_or(var.len());
    if base_len == 0 {
        return;
    }
    // The chain of indexes: the base name then each `[...]`; `None` is `[]`.
    let mut indexes: Vec<Option<Vec<u8>>> = vec![Some(var[..base_len].to_vec())];
    if let Some(mut ip) = bracket {
        let mut level = 0;
        loop {
            level += 1;
            if level > max_nesting {
                root.make_mut()
                    .remove(&ArrayKey::from_bytes(&var[..base_len]));
                return;
            }
            ip += 1;
            let mut index_start = ip;
            if var
                .get(ip)
                .is_some_and(|c| c.is_ascii_whitespace() || *c == 0x0b)
            {
                ip += 1;
            }
            let index = if var.get(ip) == Some(&b']') {
                None
            } else {
                match var[ip.min(var.len())..].iter().position(|&c| c == b']') {
                    Some(close) => {
                        let close = ip + close;
                        let idx = var[index_start..close].to_vec();
                        ip = close;
                        Some(idx)
                    }
                    None => {
                        // not an index: the '[' and what follows become part of the name
                        index_start = index_start.min(var.len());
                        let mut tail = vec![b'_'];
                        tail.extend(var[index_start..].iter().map(|&c| match c {
                            b' ' | b'.' | b'[' => b'_',
                            c => c,
                        }));
                        let first_level = indexes.len() == 1;
                        if let (true, Some(Some(last))) = (first_level, indexes.last_mut()) {
                            last.extend_from_slice(&tail);
                        }
                        break;
                    }
                }
            };
            indexes.push(index);
            ip += 1;
            if var.get(ip) != Some(&b'[') {
                break;
            }
        }
    }
    // walk/create the containers, then store
    let mut table: &mut ArrayData = root.make_mut();
    let last = indexes.len() - 1;
    for (i, index) in indexes.iter().enumerate() {
        if let Some(k) = index {
            if forbidden(k, original) {
                return;
            }
        }
        let Some(cell) = slot(table, index.as_deref()) else {
            return;
        };
        if i == last {
            *cell = value;
            return;
        }
        if !matches!(cell, Value::Array(_)) {
            *cell = Value::Array(PhpArray::new());
        }
        let Value::Array(next) = cell else {
            return;
        };
        table = next.make_mut();
    }
}

pub(crate) fn parse_str(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "parse_str", "string")?;
    let s = &s[..s.iter().position(|&c| c == 0).unwrap_or(s.len())];
    let sep: Vec<u8> = vm
        .ini
        .get("arg_separator.input")
        .unwrap_or("&")
        .as_bytes()
        .to_vec();
    let max_nesting = vm
        .ini
        .get("max_input_nesting_level")
        .and_then(|v| v.trim().parse::<i64>().ok())
        .unwrap_or(64);
    let max_vars = vm
        .ini
        .get("max_input_vars")
        .and_then(|v| v.trim().parse::<i64>().ok())
        .unwrap_or(1000);
    let mut result = PhpArray::new();
    let mut count = 0i64;
    for var in s.split(|c| sep.contains(c)).filter(|v| !v.is_empty()) {
        count += 1;
        if count > max_vars {
            vm.warn(format!(
                "parse_str(): Input variables exceeded {max_vars}. To increase the limit change max_input_vars in php.ini."
            ));
            break;
        }
        let (name, value) = match var.iter().position(|&c| c == b'=') {
            Some(eq) => (&var[..eq], decode(&var[eq + 1..], false)),
            None => (var, Vec::new()),
        };
        register(&mut result, &decode(name, false), bytes(value), max_nesting);
    }
    if let Some(Value::Ref(r)) = a.get(1) {
        r.set(Value::Array(result));
    }
    Ok(Value::Null)
}
