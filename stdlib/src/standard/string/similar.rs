//! String similarity: similar_text (php's longest-common-substring recursion, run on an
//! explicit work list), levenshtein (with costs), soundex, metaphone.

use crate::{def, def_ref};
use rphp_vm::builtins::{Builtin, arg_int, arg_str, value_error};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def_ref(
        "similar_text",
        similar_text,
        2,
        3,
        0b100,
        &["string1", "string2", "percent"],
    ),
    def(
        "levenshtein",
        levenshtein,
        2,
        5,
        &[
            "string1",
            "string2",
            "insertion_cost",
            "replacement_cost",
            "deletion_cost",
        ],
    ),
    def("soundex", soundex, 1, 1, &["string"]),
    def("metaphone", metaphone, 1, 2, &["string", "max_phonemes"]),
];

/// The first longest common substring: (pos1, pos2, length, how many times a longer one was found).
fn longest_common(a: &[u8], b: &[u8]) -> (usize, usize, usize, usize) {
    let (mut pos1, mut pos2, mut max, mut count) = (0, 0, 0, 0);
    for p in 0..a.len() {
        for q in 0..b.len() {
            let l = a[p..]
                .iter()
                .zip(&b[q..])
                .take_while(|(x, y)| x == y)
                .count();
            if l > max {
                max = l;
                count += 1;
                pos1 = p;
                pos2 = q;
            }
        }
    }
    (pos1, pos2, max, count)
}

fn similar_chars(a: &[u8], b: &[u8]) -> usize {
    let mut sum = 0;
    let mut work = vec![(a, b)];
    while let Some((a, b)) = work.pop() {
        let (pos1, pos2, max, count) = longest_common(a, b);
        if max == 0 {
            continue;
        }
        sum += max;
        if pos1 > 0 && pos2 > 0 && count > 1 {
            work.push((&a[..pos1], &b[..pos2]));
        }
        if pos1 + max < a.len() && pos2 + max < b.len() {
            work.push((&a[pos1 + max..], &b[pos2 + max..]));
        }
    }
    sum
}

fn similar_text(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "similar_text";
    let s1 = arg_str(vm, a, 0, f, "string1")?;
    let s2 = arg_str(vm, a, 1, f, "string2")?;
    let total = s1.len() + s2.len();
    let sim = if total == 0 {
        0
    } else {
        similar_chars(&s1, &s2)
    };
    if let Some(Value::Ref(r)) = a.get(2) {
        let percent = if total == 0 {
            0.0
        } else {
            sim as f64 * 200.0 / total as f64
        };
        r.set(Value::Float(percent));
    }
    Ok(Value::Int(sim as i64))
}

fn levenshtein(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "levenshtein";
    let s1 = arg_str(vm, a, 0, f, "string1")?;
    let s2 = arg_str(vm, a, 1, f, "string2")?;
    let mut cost = [1i64; 3];
    let names = ["insertion_cost", "replacement_cost", "deletion_cost"];
    for (i, c) in cost.iter_mut().enumerate() {
        if a.len() > i + 2 {
            *c = arg_int(vm, a, i + 2, f, names[i])?;
        }
    }
    let [ins, rep, del] = cost;
    if s1.is_empty() {
        return Ok(Value::Int((s2.len() as i64).wrapping_mul(ins)));
    }
    if s2.is_empty() {
        return Ok(Value::Int((s1.len() as i64).wrapping_mul(del)));
    }
    let mut p1: Vec<i64> = (0..=s2.len() as i64).map(|i| i.wrapping_mul(ins)).collect();
    let mut p2 = vec![0i64; s2.len() + 1];
    for &c1 in s1.iter() {
        p2[0] = p1[0].wrapping_add(del);
        for (i2, &c2) in s2.iter().enumerate() {
            let mut c0 = p1[i2].wrapping_add(if c1 == c2 { 0 } else { rep });
            c0 = c0.min(p1[i2 + 1].wrapping_add(del));
            c0 = c0.min(p2[i2].wrapping_add(ins));
            p2[i2 + 1] = c0;
        }
        std::mem::swap(&mut p1, &mut p2);
    }
    Ok(Value::Int(p1[s2.len()]))
}

fn soundex(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const TABLE: &[u8; 26] = b"\x00123\x0012\x00\x0022455\x0012623\x001\x002\x002";
    let s = arg_str(vm, a, 0, "soundex", "string")?;
    let mut out = Vec::with_capacity(4);
    let mut last = 0xffu8;
    for &c in s.iter() {
        if out.len() >= 4 {
            break;
        }
        let c = c.to_ascii_uppercase();
        if !c.is_ascii_uppercase() {
            continue;
        }
        let code = TABLE[usize::from(c - b'A')];
        if out.is_empty() {
            out.push(c);
            last = code;
        } else if code != last {
            if code != 0 {
                out.push(code);
            }
            last = code;
        }
    }
    while out.len() < 4 {
        out.push(b'0');
    }
    Ok(super::bytes(out))
}

/// Metaphone letter classes: 1 vowel, 2 unchanged, 4 affects H, 8 softens C/G, 16 blocks GH->F.
const CODES: [u8; 26] = [
    1, 16, 4, 16, 9, 2, 4, 16, 9, 2, 0, 2, 2, 2, 1, 4, 0, 2, 4, 4, 1, 0, 0, 0, 8, 0,
];

fn code(c: u8) -> u8 {
    if c.is_ascii_alphabetic() {
        CODES[usize::from(c.to_ascii_uppercase() - b'A')]
    } else {
        0
    }
}

/// php's metaphone over `word` read as a C string (a NUL ends it).
fn metaphone_of(word: &[u8], max: usize) -> Vec<u8> {
    let at = |i: usize| word.get(i).copied().unwrap_or(0).to_ascii_uppercase();
    let is_vowel = |c: u8| code(c) & 1 != 0;
    let affect_h = |c: u8| code(c) & 4 != 0;
    let soft = |c: u8| code(c) & 8 != 0;
    let no_gh_to_f = |c: u8| code(c) & 16 != 0;
    // Look_Ahead_Letter: stops at the end of the string.
    let ahead = |w: usize, n: usize| {
        let mut idx = 0;
        while idx < n && at(w + idx) != 0 {
            idx += 1;
        }
        at(w + idx)
    };
    let mut out = Vec::new();
    let mut w = 0usize;
    while !at(w).is_ascii_alphabetic() {
        if at(w) == 0 {
            return out;
        }
        w += 1;
    }
    let next = |w: usize| at(w + 1);
    let after_next = |w: usize| if at(w + 1) != 0 { at(w + 2) } else { 0 };
    let back = |w: usize, n: usize| if w >= n { at(w - n) } else { 0 };
    match at(w) {
        b'A' => {
            if next(w) == b'E' {
                out.push(b'E');
                w += 2;
            } else {
                out.push(b'A');
                w += 1;
            }
        }
        b'G' | b'K' | b'P' if next(w) == b'N' => {
            out.push(b'N');
            w += 2;
        }
        b'W' => {
            if next(w) == b'R' {
                out.push(b'R');
                w += 2;
            } else if next(w) == b'H' || is_vowel(next(w)) {
                out.push(b'W');
                w += 2;
            }
        }
        b'X' => {
            out.push(b'S');
            w += 1;
        }
        c @ (b'E' | b'I' | b'O' | b'U') => {
            out.push(c);
            w += 1;
        }
        _ => {}
    }
    while at(w) != 0 && (max == 0 || out.len() < max) {
        let cur = at(w);
        let mut skip = 0;
        if !cur.is_ascii_alphabetic() || (cur == back(w, 1) && cur != b'C') {
            w += 1;
            continue;
        }
        let prev = back(w, 1);
        match cur {
            b'B' if prev != b'M' => out.push(b'B'),
            b'C' => {
                if soft(next(w)) {
                    if after_next(w) == b'A' && next(w) == b'I' {
                        out.push(b'X');
                    } else if prev != b'S' {
                        out.push(b'S');
                    }
                } else if next(w) == b'H' {
                    out.push(b'X');
                    skip = 1;
                } else {
                    out.push(b'K');
                }
            }
            b'D' => {
                if next(w) == b'G' && soft(after_next(w)) {
                    out.push(b'J');
                    skip = 1;
                } else {
                    out.push(b'T');
                }
            }
            b'G' => {
                if next(w) == b'H' {
                    if !(no_gh_to_f(back(w, 3)) || back(w, 4) == b'H') {
                        out.push(b'F');
                        skip = 1;
                    }
                } else if next(w) == b'N' {
                    let an = after_next(w);
                    if !(!an.is_ascii_alphabetic() || (an == b'E' && ahead(w, 3) == b'D')) {
                        out.push(b'K');
                    }
                } else if soft(next(w)) && prev != b'G' {
                    out.push(b'J');
                } else {
                    out.push(b'K');
                }
            }
            b'H' if is_vowel(next(w)) && !affect_h(prev) => out.push(b'H'),
            b'K' if prev != b'C' => out.push(b'K'),
            b'P' => out.push(if next(w) == b'H' { b'F' } else { b'P' }),
            b'Q' => out.push(b'K'),
            b'S' => {
                if next(w) == b'I' && matches!(after_next(w), b'O' | b'A') {
                    out.push(b'X');
                } else if next(w) == b'H' {
                    out.push(b'X');
                    skip = 1;
                } else {
                    out.push(b'S');
                }
            }
            b'T' => {
                if next(w) == b'I' && matches!(after_next(w), b'O' | b'A') {
                    out.push(b'X');
                } else if next(w) == b'H' {
                    out.push(b'0');
                    skip = 1;
                } else if !(next(w) == b'C' && after_next(w) == b'H') {
                    out.push(b'T');
                }
            }
            b'V' => out.push(b'F'),
            b'W' | b'Y' if is_vowel(next(w)) => out.push(cur),
            b'X' => out.extend_from_slice(b"KS"),
            b'Z' => out.push(b'S'),
            b'F' | b'J' | b'L' | b'M' | b'N' | b'R' => out.push(cur),
            _ => {}
        }
        w += 1 + skip;
    }
    out
}

fn metaphone(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "metaphone", "string")?;
    let max = if a.len() > 1 {
        arg_int(vm, a, 1, "metaphone", "max_phonemes")?
    } else {
        0
    };
    if max < 0 {
        return Err(value_error(
            "metaphone",
            1,
            "max_phonemes",
            "must be greater than or equal to 0",
        ));
    }
    Ok(super::bytes(metaphone_of(&s, max as usize)))
}
