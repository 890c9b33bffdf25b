//! The native engines of ext/random's object API as plain state machines: Mt19937 (shared
//! with `mt_rand`), PCG oneseq 128 XSL RR 64, Xoshiro256**, and the OS-backed Secure one;
//! their `generate` (a result of 1..=8 bytes), jumps, and the state arrays
//! `__serialize`/`__debugInfo` show (little-endian hex words, as php writes them).

use super::mt19937::{self, MODE_MT19937, MODE_PHP, Mt19937};
use rphp_vm::exec::Control;
use rphp_vm::value::{PhpArray, PhpStr, Value};

/// One `generate` result: the low `size` bytes of `result` (little-endian).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Gen {
    pub result: u64,
    pub size: usize,
}

const PCG_MUL: u128 = (2_549_297_995_355_413_924u128 << 64) | 4_865_540_595_714_422_341;
const PCG_INC: u128 = (6_364_136_223_846_793_005u128 << 64) | 1_442_695_040_888_963_407;

/// PcgOneseq128XslRr64's 128-bit state.
#[derive(Clone, Copy, Default)]
pub(crate) struct Pcg(pub u128);

impl Pcg {
    fn step(&mut self) {
        self.0 = self.0.wrapping_mul(PCG_MUL).wrapping_add(PCG_INC);
    }

    /// php's `seed128`.
    pub(crate) fn seeded(seed: u128) -> Pcg {
        let mut p = Pcg(0);
        p.step();
        p.0 = p.0.wrapping_add(seed);
        p.step();
        p
    }

    pub(crate) fn next(&mut self) -> u64 {
        self.step();
        let hi = (self.0 >> 64) as u64;
        let lo = self.0 as u64;
        (hi ^ lo).rotate_right((hi >> 58) as u32)
    }

    /// Advance the state by `advance` steps (O(log n)).
    pub(crate) fn jump(&mut self, mut advance: u64) {
        let (mut cur_mult, mut cur_plus) = (PCG_MUL, PCG_INC);
        let (mut acc_mult, mut acc_plus) = (1u128, 0u128);
        while advance > 0 {
            if advance & 1 != 0 {
                acc_mult = acc_mult.wrapping_mul(cur_mult);
                acc_plus = acc_plus.wrapping_mul(cur_mult).wrapping_add(cur_plus);
            }
            cur_plus = cur_mult.wrapping_add(1).wrapping_mul(cur_plus);
            cur_mult = cur_mult.wrapping_mul(cur_mult);
            advance /= 2;
        }
        self.0 = acc_mult.wrapping_mul(self.0).wrapping_add(acc_plus);
    }
}

/// Xoshiro256**'s four words.
#[derive(Clone, Copy, Default)]
pub(crate) struct Xoshiro(pub [u64; 4]);

fn splitmix64(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut r = *seed;
    r = (r ^ (r >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    r = (r ^ (r >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    r ^ (r >> 31)
}

impl Xoshiro {
    pub(crate) fn from_u64(mut seed: u64) -> Xoshiro {
        let mut s = [0u64; 4];
        for w in &mut s {
            *w = splitmix64(&mut seed);
        }
        Xoshiro(s)
    }

    pub(crate) fn next(&mut self) -> u64 {
        let s = &mut self.0;
        let r = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        r
    }

    fn jump_by(&mut self, jmp: &[u64; 4]) {
        let mut acc = [0u64; 4];
        for word in jmp {
            for bit in 0..64 {
                if word & (1u64 << bit) != 0 {
                    for (a, s) in acc.iter_mut().zip(self.0.iter()) {
                        *a ^= *s;
                    }
                }
                self.next();
            }
        }
        self.0 = acc;
    }

    pub(crate) fn jump(&mut self) {
        self.jump_by(&[
            0x180e_c6d3_3cfd_0aba,
            0xd5a6_1266_f0c9_392c,
            0xa958_2618_e03f_c9aa,
            0x39ab_dc45_29b1_661c,
        ]);
    }

    pub(crate) fn jump_long(&mut self) {
        self.jump_by(&[
            0x76e1_5d3e_fefd_cbbf,
            0xc500_4e44_1c52_2fb3,
            0x7771_0069_854e_e241,
            0x3910_9bb0_2acb_e635,
        ]);
    }
}

/// A native engine's state (an engine object's `ObjectData::internal`).
#[derive(Clone, Default)]
pub(crate) enum Algo {
    Mt(Box<Mt19937>),
    Pcg(Pcg),
    Xoshiro(Xoshiro),
    #[default]
    Secure,
}

impl Algo {
    pub(crate) fn generate(&mut self) -> Result<Gen, Control> {
        Ok(match self {
            Algo::Mt(mt) => Gen {
                result: u64::from(mt.next_u32()),
                size: 4,
            },
            Algo::Pcg(p) => Gen {
                result: p.next(),
                size: 8,
            },
            Algo::Xoshiro(x) => Gen {
                result: x.next(),
                size: 8,
            },
            Algo::Secure => Gen {
                result: super::os_u64()?,
                size: 8,
            },
        })
    }

    /// The state words as php's serialize handler lists them (`None`: Secure has none).
    pub(crate) fn state_array(&self) -> Option<PhpArray> {
        let mut a = PhpArray::new();
        match self {
            Algo::Mt(mt) => {
                for w in mt.state.iter() {
                    let _ = a.push(hex_le(&w.to_le_bytes()));
                }
                let _ = a.push(Value::Int(mt.count as i64));
                let _ = a.push(Value::Int(mt.mode));
            }
            Algo::Pcg(p) => {
                let _ = a.push(hex_le(&((p.0 >> 64) as u64).to_le_bytes()));
                let _ = a.push(hex_le(&(p.0 as u64).to_le_bytes()));
            }
            Algo::Xoshiro(x) => {
                for w in x.0 {
                    let _ = a.push(hex_le(&w.to_le_bytes()));
                }
            }
            Algo::Secure => return None,
        }
        Some(a)
    }

    /// Restore the state of the same kind from `data`; `false` when it does not fit.
    pub(crate) fn load_state(&mut self, data: &PhpArray) -> bool {
        let word = |i: i64, len: usize| -> Option<u64> {
            match data.get(&i.into()) {
                Some(Value::Str(s)) if s.len() == 2 * len => hex2bin_le(s),
                _ => None,
            }
        };
        match self {
            Algo::Mt(_) => {
                if data.len() != mt19937::N + 2 {
                    return false;
                }
                let mut mt = Mt19937::new(0, MODE_MT19937);
                for i in 0..mt19937::N {
                    match word(i as i64, 4) {
                        Some(w) => mt.state[i] = w as u32,
                        None => return false,
                    }
                }
                let count = match data.get(&(mt19937::N as i64).into()) {
                    Some(Value::Int(c)) if (0..=mt19937::N as i64).contains(c) => *c,
                    _ => return false,
                };
                let mode = match data.get(&(mt19937::N as i64 + 1).into()) {
                    Some(Value::Int(m)) if *m == MODE_MT19937 || *m == MODE_PHP => *m,
                    _ => return false,
                };
                mt.count = count as usize;
                mt.mode = mode;
                *self = Algo::Mt(Box::new(mt));
                true
            }
            Algo::Pcg(p) => {
                if data.len() != 2 {
                    return false;
                }
                match (word(0, 8), word(1, 8)) {
                    (Some(hi), Some(lo)) => {
                        p.0 = (u128::from(hi) << 64) | u128::from(lo);
                        true
                    }
                    _ => false,
                }
            }
            Algo::Xoshiro(x) => {
                if data.len() != 4 {
                    return false;
                }
                let mut s = [0u64; 4];
                for (i, w) in s.iter_mut().enumerate() {
                    match word(i as i64, 8) {
                        Some(v) => *w = v,
                        None => return false,
                    }
                }
                if s == [0; 4] {
                    return false;
                }
                x.0 = s;
                true
            }
            Algo::Secure => false,
        }
    }
}

/// Bytes as lowercase hex, in memory (little-endian) order.
fn hex_le(bytes: &[u8]) -> Value {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut out = Vec::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(HEX[usize::from(b >> 4)]);
        out.push(HEX[usize::from(b & 15)]);
    }
    Value::Str(PhpStr::new(&out))
}

/// The inverse of [`hex_le`] for up to 8 bytes; `None` on a non-hex digit.
fn hex2bin_le(s: &PhpStr) -> Option<u64> {
    let mut v = 0u64;
    for (i, pair) in s.as_bytes().chunks(2).enumerate().take(8) {
        let d = |c: u8| match c {
            b'0'..=b'9' => Some(u64::from(c - b'0')),
            b'a'..=b'f' => Some(u64::from(c - b'a' + 10)),
            b'A'..=b'F' => Some(u64::from(c - b'A' + 10)),
            _ => None,
        };
        let byte = (d(pair[0])? << 4) | d(*pair.get(1)?)?;
        v |= byte << (8 * i);
    }
    Some(v)
}
