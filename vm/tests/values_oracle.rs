//! The value layer against the PHP 8.5 oracle: every line of `values/expected.txt` (made by
//! `values/gen_expected.php` under the oracle, see `regen-values.sh`) is recomputed with
//! rphp's operators and compared; the test prints every differing line.

use rphp_vm::value::compare::{CmpOp, compare_op};
use rphp_vm::value::convert::{
    float_export, float_repr, to_array, to_bool, to_float, to_int, to_str,
};
use rphp_vm::value::ops::{BinOp, binary_op, bit_not, decrement, increment, negate, not, plus};
use rphp_vm::value::{
    ArrayData, ArrayKey, DiagLevel, DiagLog, OpError, PhpArray, PhpStr, Value, array::normalize_key,
};

fn hex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex"))
        .collect()
}

/// Decodes one operand (see the generator's header), returning it and the rest of the text.
fn decode(s: &str) -> (Value, &str) {
    let end = |s: &str| s.find([',', ']', '=', ' ']).unwrap_or(s.len());
    match s.as_bytes()[0] {
        b'n' => (Value::Null, &s[1..]),
        b'b' => (Value::Bool(&s[1..2] == "1"), &s[2..]),
        b'i' => {
            let e = end(&s[1..]) + 1;
            (Value::Int(s[1..e].parse().expect("int")), &s[e..])
        }
        b'f' => {
            let bits = u64::from_str_radix(&s[1..17], 16).expect("float bits");
            (Value::Float(f64::from_bits(bits)), &s[17..])
        }
        b's' => {
            let e = end(&s[1..]) + 1;
            (Value::Str(PhpStr::new(&hex(&s[1..e]))), &s[e..])
        }
        b'a' => {
            let mut rest = &s[2..];
            let mut arr = ArrayData::new();
            while !rest.starts_with(']') {
                let (k, r) = decode(rest);
                let (v, r) = decode(&r[1..]);
                let key = match k {
                    Value::Int(i) => ArrayKey::Int(i),
                    Value::Str(s) => ArrayKey::Str(s),
                    other => panic!("bad key {other:?}"),
                };
                arr.insert(key, v);
                rest = r.strip_prefix(',').unwrap_or(r);
            }
            (Value::Array(PhpArray::from_data(arr)), &rest[1..])
        }
        other => panic!("bad operand tag {}", other as char),
    }
}

fn show_str(s: &[u8]) -> String {
    if s.iter().any(|&b| !(0x20..=0x7e).contains(&b)) {
        return format!(
            "x'{}'",
            s.iter().map(|b| format!("{b:02x}")).collect::<String>()
        );
    }
    let mut out = String::from("'");
    for &b in s {
        if b == b'\'' || b == b'\\' {
            out.push('\\');
        }
        out.push(b as char);
    }
    out.push('\'');
    out
}

fn show_key(k: &ArrayKey) -> String {
    match k {
        ArrayKey::Int(i) => show(&Value::Int(*i)),
        ArrayKey::Str(s) => show_str(s),
    }
}

fn show(v: &Value) -> String {
    match v {
        Value::Resource(r) => format!("resource({})", r.id()),
        Value::Null => "NULL".into(),
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => {
            if *i == i64::MIN {
                "-9223372036854775807-1".into()
            } else {
                i.to_string()
            }
        }
        Value::Float(f) => float_export(*f),
        Value::Str(s) => show_str(s),
        Value::Array(a) => {
            let parts: Vec<String> = a
                .iter()
                .map(|(k, v)| format!("{} => {}", show_key(&k), show(v)))
                .collect();
            format!("[{}]", parts.join(", "))
        }
        Value::Object(_) => "OBJECT".into(),
        Value::Ref(r) => show(&r.get()),
    }
}

fn render(result: Result<Value, OpError>, diag: &DiagLog) -> String {
    let mut out = match result {
        Ok(v) => show(&v),
        Err(e) => format!("!{}: {}", e.class_name(), e.message()),
    };
    for (level, msg) in &diag.entries {
        let l = match level {
            DiagLevel::Warning => "W",
            DiagLevel::Notice => "N",
            DiagLevel::Deprecated => "D",
        };
        out.push_str(&format!(" {{{l}: {msg}}}"));
    }
    out
}

fn binop(op: &str) -> Result<BinOp, CmpOp> {
    Ok(match op {
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "*" => BinOp::Mul,
        "/" => BinOp::Div,
        "%" => BinOp::Mod,
        "**" => BinOp::Pow,
        "." => BinOp::Concat,
        "&" => BinOp::BitAnd,
        "|" => BinOp::BitOr,
        "^" => BinOp::BitXor,
        "<<" => BinOp::Shl,
        ">>" => BinOp::Shr,
        "==" => return Err(CmpOp::Eq),
        "!=" => return Err(CmpOp::NotEq),
        "===" => return Err(CmpOp::Identical),
        "!==" => return Err(CmpOp::NotIdentical),
        "<" => return Err(CmpOp::Lt),
        "<=" => return Err(CmpOp::Le),
        ">" => return Err(CmpOp::Gt),
        ">=" => return Err(CmpOp::Ge),
        "<=>" => return Err(CmpOp::Spaceship),
        other => panic!("unknown operator {other}"),
    })
}

fn unary(op: &str, a: &Value, d: &mut DiagLog) -> Result<Value, OpError> {
    match op {
        "neg" => negate(a, d),
        "plus" => plus(a, d),
        "~" => bit_not(a, d),
        "!" => Ok(not(a, d)),
        "int" => to_int(a, d).map(Value::Int),
        "float" => to_float(a).map(Value::Float),
        "string" => to_str(a, d).map(Value::Str),
        "bool" => Ok(Value::Bool(to_bool(a, d))),
        "array" => to_array(a, d).map(Value::Array),
        "++" => {
            let mut x = a.clone();
            increment(&mut x, d).map(|()| x)
        }
        "--" => {
            let mut x = a.clone();
            decrement(&mut x, d).map(|()| x)
        }
        other => panic!("unknown unary operator {other}"),
    }
}

/// Runs an array program (see the generator) on a `PhpArray`.
fn run_program(prog: &[u8]) -> Result<Value, OpError> {
    let prog = String::from_utf8_lossy(prog).into_owned();
    let mut a = PhpArray::new();
    let mut out = PhpArray::new();
    let opt = |v: Option<&Value>| v.cloned().unwrap_or(Value::Bool(false));
    for step in prog.split(' ') {
        let parts: Vec<&str> = step.splitn(3, ':').collect();
        let r = match parts[0] {
            "p" => {
                a.make_mut().push(Value::from(parts[1]))?;
                None
            }
            "s" => {
                a.make_mut()
                    .insert(ArrayKey::from(parts[1]), Value::from(parts[2]));
                None
            }
            "u" => {
                a.make_mut().remove(&ArrayKey::from(parts[1]));
                None
            }
            "c" => Some(opt(a.current())),
            "k" => Some(a.current_key().map_or(Value::Null, |k| k.to_value())),
            "n" => Some(opt(a.make_mut().advance())),
            "v" => Some(opt(a.make_mut().retreat())),
            "r" => Some(opt(a.make_mut().reset())),
            "e" => Some(opt(a.make_mut().end())),
            "C" => {
                let mut b = a.clone();
                b.make_mut().push(Value::from("copy"))?;
                Some(Value::Int(b.len() as i64))
            }
            other => panic!("unknown step {other}"),
        };
        if let Some(v) = r {
            out.make_mut().push(v)?;
        }
    }
    Ok(Value::Array(PhpArray::from_values(vec![
        Value::Array(a),
        Value::Array(out),
    ])))
}

fn evaluate(
    section: &str,
    op: &str,
    operands: &[Value],
    d: &mut DiagLog,
) -> Result<Value, OpError> {
    match section {
        "bin" | "pair" => match binop(op) {
            Ok(b) => binary_op(b, &operands[0], &operands[1], d),
            Err(c) => compare_op(c, &operands[0], &operands[1], d),
        },
        "un" => unary(op, &operands[0], d),
        "key" => {
            let key = normalize_key(&operands[0], d)?;
            let mut arr = PhpArray::new();
            arr.make_mut().insert(key, Value::from("v"));
            Ok(Value::Array(arr))
        }
        "fmt" => {
            let Value::Float(f) = operands[0] else {
                panic!("fmt takes floats")
            };
            Ok(match op {
                "string" => return to_str(&operands[0], d).map(Value::Str),
                "export" => Value::from(float_export(f).as_str()),
                "dump" => Value::from(format!("float({})", float_repr(f)).as_str()),
                other => panic!("unknown fmt {other}"),
            })
        }
        "seq" => {
            let Value::Str(p) = &operands[0] else {
                panic!("seq takes a program")
            };
            run_program(p)
        }
        other => panic!("unknown section {other}"),
    }
}

#[test]
fn value_layer_matches_the_oracle() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/values/expected.txt");
    let text = std::fs::read_to_string(&path).expect("read expected.txt");
    let (mut pass, mut fail) = (0usize, 0usize);
    let mut report = String::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (lhs, expected) = line.split_once(" => ").expect("line has =>");
        let mut words = lhs.split(' ');
        let section = words.next().expect("section");
        let op = words.next().expect("op");
        let operands: Vec<Value> = words
            .map(|w| {
                let (v, rest) = decode(w);
                assert!(rest.is_empty(), "trailing operand text in {line}");
                v
            })
            .collect();
        let mut diag = DiagLog::default();
        let actual = render(evaluate(section, op, &operands, &mut diag), &diag);
        if actual == expected {
            pass += 1;
        } else {
            fail += 1;
            if fail <= 200 {
                report.push_str(&format!("{lhs}\n   php:  {expected}\n   rphp: {actual}\n"));
            }
        }
    }
    println!("value matrix: {pass} passed, {fail} failed");
    assert!(
        fail == 0,
        "{fail} of {} lines differ from the oracle:\n{report}",
        pass + fail
    );
}
