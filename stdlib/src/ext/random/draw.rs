//! The Randomizer's algorithms over any engine (`Source`): php's uniform range with
//! rejection sampling (`php_random_range32/64`, 50 attempts), the γ-section float draws of
//! `getFloat` (Goualard), byte strings, shuffles and key picking, each consuming the
//! engine's outputs exactly as php does so seeded sequences match bit for bit.
//!
//! A user engine's `generate()` is PHP code: its draws are replayed (`Stop::Need` asks
//! the caller for one more output, then the whole draw runs again over the outputs so far),
//! so no Rust frame waits on a PHP call.

use super::engines::Gen;
use rphp_vm::exec::Control;
use rphp_vm::value::{ArrayKey, PhpArray, Value};

/// Why a draw stopped before producing its value.
pub(crate) enum Stop {
    /// A user engine must produce one more output first.
    Need,
    /// A control to raise as is.
    Ctl(Control),
    /// A `Random\BrokenRandomEngineError` with this message.
    Broken(String),
    /// A `Random\RandomException` with this message.
    Exception(String),
}

impl From<Control> for Stop {
    fn from(c: Control) -> Stop {
        Stop::Ctl(c)
    }
}

/// Where a draw takes its engine outputs.
pub(crate) trait Source {
    fn next_output(&mut self) -> Result<Gen, Stop>;
    /// A Mt19937 engine in MT_RAND_PHP mode (getInt keeps php 5's scaling for it).
    fn mt_legacy(&self) -> bool {
        false
    }
}

/// Outputs a user engine produced so far, handed out again in order.
pub(crate) struct Replay<'a> {
    pub buf: &'a [Gen],
    pub pos: usize,
}

impl Source for Replay<'_> {
    fn next_output(&mut self) -> Result<Gen, Stop> {
        let g = self.buf.get(self.pos).copied().ok_or(Stop::Need)?;
        self.pos += 1;
        Ok(g)
    }
}

const ATTEMPTS: u32 = 50;

fn broken_attempts() -> Stop {
    Stop::Broken(format!(
        "Failed to generate an acceptable random number in {ATTEMPTS} attempts"
    ))
}

fn collect32(src: &mut dyn Source) -> Result<u32, Stop> {
    let (mut result, mut total) = (0u32, 0usize);
    while total < 4 {
        let g = src.next_output()?;
        result |= (g.result as u32).wrapping_shl((total * 8) as u32);
        total += g.size;
    }
    Ok(result)
}

fn collect64(src: &mut dyn Source) -> Result<u64, Stop> {
    let (mut result, mut total) = (0u64, 0usize);
    while total < 8 {
        let g = src.next_output()?;
        result |= g.result.wrapping_shl((total * 8) as u32);
        total += g.size;
    }
    Ok(result)
}

pub(crate) fn range32(src: &mut dyn Source, umax: u32) -> Result<u32, Stop> {
    let mut result = collect32(src)?;
    if umax == u32::MAX {
        return Ok(result);
    }
    let span = umax + 1;
    if span & umax == 0 {
        return Ok(result & umax);
    }
    let limit = u32::MAX - (u32::MAX % span) - 1;
    let mut count = 0;
    while result > limit {
        count += 1;
        if count > ATTEMPTS {
            return Err(broken_attempts());
        }
        result = collect32(src)?;
    }
    Ok(result % span)
}

pub(crate) fn range64(src: &mut dyn Source, umax: u64) -> Result<u64, Stop> {
    let mut result = collect64(src)?;
    if umax == u64::MAX {
        return Ok(result);
    }
    let span = umax + 1;
    if span & umax == 0 {
        return Ok(result & umax);
    }
    let limit = u64::MAX - (u64::MAX % span) - 1;
    let mut count = 0;
    while result > limit {
        count += 1;
        if count > ATTEMPTS {
            return Err(broken_attempts());
        }
        result = collect64(src)?;
    }
    Ok(result % span)
}

/// `php_random_range`: uniform in `[min, max]`.
pub(crate) fn range(src: &mut dyn Source, min: i64, max: i64) -> Result<i64, Stop> {
    let umax = (max as u64).wrapping_sub(min as u64);
    let r = if umax > u64::from(u32::MAX) {
        range64(src, umax)?
    } else {
        u64::from(range32(src, umax as u32)?)
    };
    Ok(r.wrapping_add(min as u64) as i64)
}

pub(crate) fn next_int(src: &mut dyn Source) -> Result<Value, Stop> {
    let g = src.next_output()?;
    if g.size > 8 {
        return Err(Stop::Exception(
            "Generated value exceeds size of int".into(),
        ));
    }
    Ok(Value::Int((g.result >> 1) as i64))
}

pub(crate) fn get_int(src: &mut dyn Source, min: i64, max: i64) -> Result<Value, Stop> {
    if src.mt_legacy() {
        let r = src.next_output()?.result >> 1;
        let offset =
            ((max as f64 - min as f64 + 1.0) * (r as f64 / (2_147_483_647.0 + 1.0))) as u64;
        return Ok(Value::Int(offset.wrapping_add(min as u64) as i64));
    }
    Ok(Value::Int(range(src, min, max)?))
}

pub(crate) fn next_float(src: &mut dyn Source) -> Result<Value, Stop> {
    let (mut result, mut total) = (0u64, 0usize);
    while total < 8 {
        let g = src.next_output()?;
        result |= g.result.wrapping_shl((total * 8) as u32);
        total += g.size;
    }
    Ok(Value::Float((result >> 11) as f64 / (1u64 << 53) as f64))
}

/// The interval kinds of `Random\IntervalBoundary`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bounds {
    ClosedOpen,
    ClosedClosed,
    OpenClosed,
    OpenOpen,
}

fn next_up(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f64::from_bits(1);
    }
    let b = x.to_bits();
    f64::from_bits(if x > 0.0 { b + 1 } else { b - 1 })
}

fn next_down(x: f64) -> f64 {
    -next_up(-x)
}

fn gamma_max(x: f64, y: f64) -> f64 {
    if x.abs() > y.abs() {
        next_up(x) - x
    } else {
        y - next_down(y)
    }
}

fn ceilint(a: f64, b: f64, g: f64) -> u64 {
    let s = b / g - a / g;
    let e = if a.abs() <= b.abs() {
        -a / g - (s - b / g)
    } else {
        b / g - (s + a / g)
    };
    let si = s.ceil();
    if s != si {
        si as u64
    } else {
        (si as u64).wrapping_add(u64::from(e > 0.0))
    }
}

/// `k * g` subtracted from (`sign` -1) or added to (`sign` 1) `base` without losing `k`'s
/// low bits: `k` is split in `k >> 2` and `k & 3` (exact doubles), as php does.
fn offset(base: f64, k: u64, g: f64, sign: f64) -> f64 {
    let (k_hi, k_lo) = ((k >> 2) as f64, (k & 3) as f64);
    4.0 * (base * 0.25 + sign * k_hi * g) + sign * k_lo * g
}

/// `getFloat`'s γ-section draw; NaN when the interval holds no float.
pub(crate) fn get_float(src: &mut dyn Source, min: f64, max: f64, b: Bounds) -> Result<f64, Stop> {
    let g = gamma_max(min, max);
    let hi = ceilint(min, max, g);
    let small_min = min.abs() <= max.abs();
    Ok(match b {
        Bounds::ClosedOpen => {
            if max <= min || hi < 1 {
                return Ok(f64::NAN);
            }
            let k = 1 + range64(src, hi - 1)?;
            if small_min {
                if k == hi {
                    min
                } else {
                    offset(max, k, g, -1.0)
                }
            } else {
                offset(min, k - 1, g, 1.0)
            }
        }
        Bounds::ClosedClosed => {
            if max < min {
                return Ok(f64::NAN);
            }
            let k = range64(src, hi)?;
            if small_min {
                if k == hi {
                    min
                } else {
                    offset(max, k, g, -1.0)
                }
            } else if k == hi {
                max
            } else {
                offset(min, k, g, 1.0)
            }
        }
        Bounds::OpenClosed => {
            if max <= min || hi < 1 {
                return Ok(f64::NAN);
            }
            let k = range64(src, hi - 1)?;
            if small_min {
                offset(max, k, g, -1.0)
            } else if k == hi - 1 {
                max
            } else {
                offset(min, k + 1, g, 1.0)
            }
        }
        Bounds::OpenOpen => {
            if max <= min || hi < 2 {
                return Ok(f64::NAN);
            }
            let k = 1 + range64(src, hi - 2)?;
            if small_min {
                offset(max, k, g, -1.0)
            } else {
                offset(min, k, g, 1.0)
            }
        }
    })
}

pub(crate) fn get_bytes(src: &mut dyn Source, len: usize) -> Result<Vec<u8>, Stop> {
    let mut out = Vec::with_capacity(len.min(1 << 20));
    while out.len() < len {
        let g = src.next_output()?;
        let mut r = g.result;
        for _ in 0..g.size {
            out.push(r as u8);
            r >>= 8;
            if out.len() >= len {
                break;
            }
        }
    }
    Ok(out)
}

pub(crate) fn bytes_from_string(
    src: &mut dyn Source,
    source: &[u8],
    len: usize,
) -> Result<Vec<u8>, Stop> {
    let max_offset = source.len() as u64 - 1;
    let mut out = Vec::with_capacity(len.min(1 << 20));
    if max_offset > 0xff {
        while out.len() < len {
            let off = range(src, 0, max_offset as i64)? as usize;
            out.push(source.get(off).copied().unwrap_or(0));
        }
        return Ok(out);
    }
    let mut mask = max_offset;
    mask |= mask >> 1;
    mask |= mask >> 2;
    mask |= mask >> 4;
    mask = mask.wrapping_mul(0x0101_0101_0101_0101);
    let mut failures = 0;
    while out.len() < len {
        let g = src.next_output()?;
        let mut offsets = g.result & mask;
        for _ in 0..g.size {
            let off = offsets & 0xff;
            offsets >>= 8;
            if off > max_offset {
                failures += 1;
                if failures > ATTEMPTS {
                    return Err(broken_attempts());
                }
                continue;
            }
            failures = 0;
            out.push(source.get(off as usize).copied().unwrap_or(0));
            if out.len() >= len {
                break;
            }
        }
    }
    Ok(out)
}

/// php's Fisher-Yates from the back: `range(0, left)` per step.
pub(crate) fn shuffle<T>(src: &mut dyn Source, items: &mut [T]) -> Result<(), Stop> {
    let mut left = items.len();
    if left < 2 {
        return Ok(());
    }
    left -= 1;
    while left > 0 {
        let j = range(src, 0, left as i64)? as usize;
        if j != left && j < items.len() {
            items.swap(left, j);
        }
        left -= 1;
    }
    Ok(())
}

/// `php_array_pick_keys` over an array without holes (`num` already checked to be 1 or
/// within `1..=len`).
pub(crate) fn pick_keys(src: &mut dyn Source, arr: &PhpArray, num: i64) -> Result<Value, Stop> {
    let keys: Vec<ArrayKey> = arr.keys().collect();
    let avail = keys.len() as i64;
    if num == 1 {
        let i = range(src, 0, avail - 1)? as usize;
        let k = keys.get(i).map(|k| k.to_value()).unwrap_or(Value::Null);
        return Ok(Value::Array(PhpArray::from_values(vec![k])));
    }
    let (negative, mut want) = if num > avail >> 1 {
        (true, avail - num)
    } else {
        (false, num)
    };
    let mut picked = vec![false; keys.len()];
    let mut failures = 0;
    while want > 0 {
        let r = range(src, 0, avail - 1)? as usize;
        match picked.get_mut(r) {
            Some(slot) if !*slot => {
                *slot = true;
                failures = 0;
                want -= 1;
            }
            _ => {
                failures += 1;
                if failures > ATTEMPTS {
                    return Err(broken_attempts());
                }
            }
        }
    }
    let out: Vec<Value> = keys
        .iter()
        .zip(picked)
        .filter(|(_, p)| *p ^ negative)
        .map(|(k, _)| k.to_value())
        .collect();
    Ok(Value::Array(PhpArray::from_values(out)))
}
