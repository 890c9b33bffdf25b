//! ext/random: the default engine (`mt_srand`/`mt_rand`/`rand`/`srand` on php's Mt19937 in
//! both modes), the CSPRNG (`random_int`, `random_bytes`, from the OS), `lcg_value`, and the
//! functions that draw from the default engine: `shuffle`, `str_shuffle`, `array_rand`
//! (php-src keeps those in ext/standard, but they are the default engine's users).
//! The engine state lives on the VM (`Vm::ext`), never in a global. The 8.2+ object API
//! (`Random\Engine\*`, `Random\Randomizer`) is in `classes`, `engines`, `draw` and
//! `randomizer`.

mod classes;
mod draw;
mod engines;
pub mod mt19937;
mod randomizer;

/// Register the `Random\*` classes (linked on first use) and the fast entries of
/// mt_rand and rand.
pub fn register_classes(b: &mut rphp_vm::builtins::Builtins) {
    classes::register(b);
    b.set_ext_fast(b"mt_rand", |ext, a| rand_fast(ext, a, false));
    b.set_ext_fast(b"rand", |ext, a| rand_fast(ext, a, true));
}

/// mt_rand's and rand's fast entry (`rphp_vm::builtins::fast::ExtFastFn`): no arguments
/// or two ints (for mt_rand in order), once the generator is seeded; anything else (its
/// seeding, conversions, errors) is the full builtin's. The draws are the builtin's own.
fn rand_fast(ext: &mut rphp_vm::exec::ExtSlots, a: &[&Value], swap: bool) -> Option<Value> {
    let mt = ext.get_or_default::<RandomState>().mt.as_mut()?;
    match a {
        [] => Some(Value::Int(i64::from(mt.next_u32() >> 1))),
        [Value::Int(min), Value::Int(max)] => {
            let (lo, hi) = match (min <= max, swap) {
                (true, _) => (*min, *max),
                (false, true) => (*max, *min),
                (false, false) => return None,
            };
            Some(Value::Int(mt.range_common(lo, hi)))
        }
        _ => None,
    }
}

use crate::{def, def_ref};
use mt19937::{MODE_MT19937, MODE_PHP, Mt19937};
use rphp_vm::builtins::{Builtin, arg_array, arg_int, arg_opt_int, arg_str, value_error};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{PhpArray, PhpRef, PhpStr, Value};
use std::io::Read;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def("mt_srand", mt_srand, 0, 2, &["seed", "mode"]),
    def("srand", srand, 0, 2, &["seed", "mode"]),
    def("mt_rand", mt_rand, 0, 2, &["min", "max"]),
    def("rand", rand, 0, 2, &["min", "max"]),
    def("mt_getrandmax", getrandmax, 0, 0, &[]),
    def("getrandmax", getrandmax, 0, 0, &[]),
    def("random_int", random_int, 2, 2, &["min", "max"]),
    def("random_bytes", random_bytes, 1, 1, &["length"]),
    def("lcg_value", lcg_value_deprecated, 0, 0, &[]),
    def_ref("shuffle", shuffle, 1, 1, 1, &["array"]),
    def("str_shuffle", str_shuffle, 1, 1, &["string"]),
    def("array_rand", array_rand, 1, 2, &["array", "num"]),
];

/// ext/random's integer constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[("MT_RAND_MT19937", 0), ("MT_RAND_PHP", 1)];

const MT_RAND_MAX: i64 = 0x7fff_ffff;

/// The per-VM random state: the default Mt19937 (seeded on first use) and lcg_value's pair.
#[derive(Default)]
struct RandomState {
    mt: Option<Mt19937>,
    lcg: Option<(i32, i32)>,
}

/// Bytes from the OS's CSPRNG.
pub(crate) fn os_bytes(buf: &mut [u8]) -> Result<(), Control> {
    std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(buf))
        .map_err(|_| {
            Control::Error(
                ThrowKind::Exception,
                "Cannot open source device".to_string(),
            )
        })
}

fn os_u64() -> Result<u64, Control> {
    let mut b = [0u8; 8];
    os_bytes(&mut b)?;
    Ok(u64::from_le_bytes(b))
}

/// The default engine, seeded from the OS the first time it is used.
fn engine(vm: &mut Vm) -> Result<&mut Mt19937, Control> {
    let st = vm.ext.get_or_default::<RandomState>();
    if st.mt.is_none() {
        st.mt = Some(Mt19937::new(os_u64()? as u32, MODE_MT19937));
    }
    match st.mt.as_mut() {
        Some(mt) => Ok(mt),
        None => unreachable!("engine seeded above"),
    }
}

fn seed(vm: &mut Vm, a: &[Value], func: &str) -> Result<Value, Control> {
    let seed = arg_opt_int(vm, a, 0, func, "seed")?;
    let mode = if a.len() > 1 {
        arg_int(vm, a, 1, func, "mode")?
    } else {
        MODE_MT19937
    };
    let mode = if mode == MODE_PHP {
        vm.deprecated("The MT_RAND_PHP variant of Mt19937 is deprecated");
        MODE_PHP
    } else {
        MODE_MT19937
    };
    let s = match seed {
        Some(s) => s as u32,
        None => os_u64()? as u32,
    };
    vm.ext.get_or_default::<RandomState>().mt = Some(Mt19937::new(s, mode));
    Ok(Value::Null)
}

fn mt_srand(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    seed(vm, a, "mt_srand")
}

fn srand(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    seed(vm, a, "srand")
}

fn two_args(func: &str, a: &[Value]) -> Result<(), Control> {
    if a.len() == 1 {
        return Err(Control::Error(
            ThrowKind::ArgumentCountError,
            format!("{func}() expects exactly 2 arguments, 1 given"),
        ));
    }
    Ok(())
}

fn mt_rand(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if a.is_empty() {
        return Ok(Value::Int(i64::from(engine(vm)?.next_u32() >> 1)));
    }
    two_args("mt_rand", a)?;
    let min = arg_int(vm, a, 0, "mt_rand", "min")?;
    let max = arg_int(vm, a, 1, "mt_rand", "max")?;
    if max < min {
        return Err(value_error(
            "mt_rand",
            1,
            "max",
            "must be greater than or equal to argument #1 ($min)",
        ));
    }
    Ok(Value::Int(engine(vm)?.range_common(min, max)))
}

fn rand(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    if a.is_empty() {
        return Ok(Value::Int(i64::from(engine(vm)?.next_u32() >> 1)));
    }
    two_args("rand", a)?;
    let min = arg_int(vm, a, 0, "rand", "min")?;
    let max = arg_int(vm, a, 1, "rand", "max")?;
    let (lo, hi) = if max < min { (max, min) } else { (min, max) };
    Ok(Value::Int(engine(vm)?.range_common(lo, hi)))
}

fn getrandmax(_vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    Ok(Value::Int(MT_RAND_MAX))
}

/// A uniform integer in `[min, max]` from the CSPRNG (`php_random_range64` on the OS source).
fn csprng_range(min: i64, max: i64) -> Result<i64, Control> {
    let umax = (max as u64).wrapping_sub(min as u64);
    let mut r = os_u64()?;
    if umax == u64::MAX {
        return Ok(r.wrapping_add(min as u64) as i64);
    }
    let span = umax + 1;
    if span & (span - 1) == 0 {
        return Ok((r & (span - 1)).wrapping_add(min as u64) as i64);
    }
    let limit = u64::MAX - (u64::MAX % span) - 1;
    while r > limit {
        r = os_u64()?;
    }
    Ok((r % span).wrapping_add(min as u64) as i64)
}

fn random_int(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let min = arg_int(vm, a, 0, "random_int", "min")?;
    let max = arg_int(vm, a, 1, "random_int", "max")?;
    if min > max {
        return Err(value_error(
            "random_int",
            0,
            "min",
            "must be less than or equal to argument #2 ($max)",
        ));
    }
    Ok(Value::Int(csprng_range(min, max)?))
}

fn random_bytes(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let len = arg_int(vm, a, 0, "random_bytes", "length")?;
    if len < 1 {
        return Err(value_error(
            "random_bytes",
            0,
            "length",
            "must be greater than 0",
        ));
    }
    let mut buf = vec![0u8; usize::try_from(len).unwrap_or(0)];
    os_bytes(&mut buf)?;
    Ok(Value::Str(PhpStr::new(&buf)))
}

/// `lcg_value()` as scripts call it: deprecated since php 8.4 (uniqid's entropy uses
/// [`lcg_value`] without the notice).
fn lcg_value_deprecated(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    vm.deprecated(
        "Function lcg_value() is deprecated since 8.4, use \\Random\\Randomizer::getFloat() instead",
    );
    lcg_value(vm, a)
}

pub(crate) fn lcg_value(vm: &mut Vm, _a: &mut [Value]) -> Result<Value, Control> {
    let st = vm.ext.get_or_default::<RandomState>();
    let (mut s1, mut s2) = match st.lcg {
        Some(p) => p,
        None => {
            let r = os_u64()?;
            (
                (r as u32 % 2_147_483_562) as i32 + 1,
                ((r >> 32) as u32 % 2_147_483_398) as i32 + 1,
            )
        }
    };
    let modmult = |a: i32, b: i32, c: i32, m: i32, s: &mut i32| {
        let q = *s / a;
        *s = b * (*s - a * q) - c * q;
        if *s < 0 {
            *s += m;
        }
    };
    modmult(53668, 40014, 12211, 2_147_483_563, &mut s1);
    modmult(52774, 40692, 3791, 2_147_483_399, &mut s2);
    let st = vm.ext.get_or_default::<RandomState>();
    st.lcg = Some((s1, s2));
    let mut z = s1 - s2;
    if z < 1 {
        z += 2_147_483_562;
    }
    Ok(Value::Float(f64::from(z) * 4.656_613e-10))
}

/// php's Fisher-Yates over `n` items from the back, `range(0, n_left)` per step.
fn shuffle_in_place<T>(vm: &mut Vm, items: &mut [T]) -> Result<(), Control> {
    let n = items.len();
    if n < 2 {
        return Ok(());
    }
    let mt = engine(vm)?;
    let mut left = n - 1;
    while left > 0 {
        let j = mt.range(0, left as i64) as usize;
        if j != left {
            items.swap(left, j);
        }
        left -= 1;
    }
    Ok(())
}

fn shuffle(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let cell = match a.first() {
        Some(Value::Ref(r)) => r.clone(),
        Some(v) => PhpRef::new(v.clone()),
        None => PhpRef::new(Value::Null),
    };
    let arr = match cell.get() {
        Value::Array(arr) => arr,
        v => {
            return Err(rphp_vm::builtins::type_error(
                "shuffle", 0, "array", "array", &v,
            ));
        }
    };
    let mut vals: Vec<Value> = arr.values().cloned().collect();
    drop(arr);
    shuffle_in_place(vm, &mut vals)?;
    cell.set(Value::Array(PhpArray::from_values(vals)));
    Ok(Value::Bool(true))
}

fn str_shuffle(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let s = arg_str(vm, a, 0, "str_shuffle", "string")?;
    let mut bytes = s.to_vec();
    shuffle_in_place(vm, &mut bytes)?;
    Ok(Value::Str(PhpStr::new(&bytes)))
}

fn array_rand(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let arr = arg_array(a, 0, "array_rand", "array")?;
    let num = if a.len() > 1 {
        arg_int(vm, a, 1, "array_rand", "num")?
    } else {
        1
    };
    let avail = arr.len() as i64;
    if avail == 0 {
        return Err(value_error("array_rand", 0, "array", "must not be empty"));
    }
    if num <= 0 || num > avail {
        return Err(value_error(
            "array_rand",
            1,
            "num",
            "must be between 1 and the number of elements in argument #1 ($array)",
        ));
    }
    let mt = engine(vm)?;
    if num == 1 {
        let idx = mt.range(0, avail - 1) as usize;
        return Ok(arr
            .keys()
            .nth(idx)
            .map(|k| k.to_value())
            .unwrap_or(Value::Null));
    }
    let (negative, mut want) = if num > avail >> 1 {
        (true, avail - num)
    } else {
        (false, num)
    };
    let mut picked = vec![false; arr.len()];
    while want > 0 {
        let r = mt.range(0, avail - 1) as usize;
        if let Some(slot) = picked.get_mut(r)
            && !*slot
        {
            *slot = true;
            want -= 1;
        }
    }
    let mut out = PhpArray::new();
    for (i, k) in arr.keys().enumerate() {
        if picked[i] ^ negative {
            let _ = out.push(k.to_value());
        }
    }
    Ok(Value::Array(out))
}

#[cfg(test)]
mod tests {
    use super::mt19937::{MODE_MT19937, Mt19937};

    #[test]
    fn mt19937_reference_output() {
        // The reference Mt19937 (init_genrand(5489)) starts 3499211612, 581869302.
        let mut mt = Mt19937::new(5489, MODE_MT19937);
        assert_eq!(mt.next_u32(), 3_499_211_612);
        assert_eq!(mt.next_u32(), 581_869_302);
    }
}
