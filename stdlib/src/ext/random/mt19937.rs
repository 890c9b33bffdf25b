//! ext/random/engine_mt19937.c: php's Mt19937 with its two modes (MT_RAND_MT19937, and the
//! legacy MT_RAND_PHP twist), its uniform range (`draw::range`) and the legacy scaling
//! mt_rand/rand keep in MT_RAND_PHP mode.

pub(crate) const N: usize = 624;
const M: usize = 397;

pub(crate) const MODE_MT19937: i64 = 0;
pub(crate) const MODE_PHP: i64 = 1;

/// The state of one Mt19937 engine.
#[derive(Clone)]
pub(crate) struct Mt19937 {
    pub(crate) state: [u32; N],
    pub(crate) count: usize,
    pub(crate) mode: i64,
}

fn twist(m: u32, u: u32, v: u32, legacy: bool) -> u32 {
    let mix = (u & 0x8000_0000) | (v & 0x7fff_ffff);
    let low = if legacy { u & 1 } else { v & 1 };
    m ^ (mix >> 1) ^ (0u32.wrapping_sub(low) & 0x9908_b0df)
}

impl Mt19937 {
    /// `php_random_mt19937_seed32`: seed, then reload.
    pub(crate) fn new(seed: u32, mode: i64) -> Mt19937 {
        let mut state = [0u32; N];
        state[0] = seed;
        for i in 1..N {
            let p = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(p ^ (p >> 30))
                .wrapping_add(i as u32);
        }
        let mut mt = Mt19937 {
            state,
            count: 0,
            mode,
        };
        mt.reload();
        mt
    }

    fn reload(&mut self) {
        let legacy = self.mode == MODE_PHP;
        let s = &mut self.state;
        for i in 0..N - M {
            s[i] = twist(s[i + M], s[i], s[i + 1], legacy);
        }
        for i in N - M..N - 1 {
            s[i] = twist(s[i + M - N], s[i], s[i + 1], legacy);
        }
        s[N - 1] = twist(s[M - 1], s[N - 1], s[0], legacy);
        self.count = 0;
    }

    /// One 32-bit output.
    pub(crate) fn next_u32(&mut self) -> u32 {
        if self.count >= N {
            self.reload();
        }
        let mut s1 = self.state[self.count];
        self.count += 1;
        s1 ^= s1 >> 11;
        s1 ^= (s1 << 7) & 0x9d2c_5680;
        s1 ^= (s1 << 15) & 0xefc6_0000;
        s1 ^ (s1 >> 18)
    }

    /// `php_random_range` on this engine: uniform in `[min, max]` in both modes (what
    /// shuffle, str_shuffle and array_rand use).
    pub(crate) fn range(&mut self, min: i64, max: i64) -> i64 {
        super::draw::range(&mut MtSource(self), min, max).unwrap_or(min)
    }

    /// `php_mt_rand_common` (mt_rand, rand): uniform, or php 5's scaling in MT_RAND_PHP mode.
    pub(crate) fn range_common(&mut self, min: i64, max: i64) -> i64 {
        if self.mode == MODE_PHP {
            let r = u64::from(self.next_u32() >> 1);
            let offset =
                ((max as f64 - min as f64 + 1.0) * (r as f64 / (2_147_483_647.0 + 1.0))) as u64;
            return offset.wrapping_add(min as u64) as i64;
        }
        self.range(min, max)
    }
}

/// The engine as a draw source (its outputs are 4 bytes, it never fails).
struct MtSource<'a>(&'a mut Mt19937);

impl super::draw::Source for MtSource<'_> {
    fn next_output(&mut self) -> Result<super::engines::Gen, super::draw::Stop> {
        Ok(super::engines::Gen {
            result: u64::from(self.0.next_u32()),
            size: 4,
        })
    }
}
