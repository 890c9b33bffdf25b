//! ext/random/engine_mt19937.c: php's Mt19937 with its two modes (MT_RAND_MT19937, and the
//! legacy MT_RAND_PHP twist), plus `php_random_range` (uniform, rejection sampling) and the
//! legacy range scaling the MT_RAND_PHP mode keeps.

const N: usize = 624;
const M: usize = 397;

pub(crate) const MODE_MT19937: i64 = 0;
pub(crate) const MODE_PHP: i64 = 1;

/// The state of one Mt19937 engine.
pub(crate) struct Mt19937 {
    state: [u32; N],
    count: usize,
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

    /// `php_random_range32`.
    fn range32(&mut self, umax: u32) -> u32 {
        let mut result = self.next_u32();
        if umax == u32::MAX {
            return result;
        }
        let umax = umax + 1;
        if umax & (umax - 1) == 0 {
            return result & (umax - 1);
        }
        let limit = u32::MAX - (u32::MAX % umax) - 1;
        while result > limit {
            result = self.next_u32();
        }
        result % umax
    }

    /// `php_random_range64`.
    fn range64(&mut self, umax: u64) -> u64 {
        let next = |mt: &mut Mt19937| {
            let hi = u64::from(mt.next_u32());
            (hi << 32) | u64::from(mt.next_u32())
        };
        let mut result = next(self);
        if umax == u64::MAX {
            return result;
        }
        let umax = umax + 1;
        if umax & (umax - 1) == 0 {
            return result & (umax - 1);
        }
        let limit = u64::MAX - (u64::MAX % umax) - 1;
        while result > limit {
            result = next(self);
        }
        result % umax
    }

    /// The engine's `range`: uniform in MT_RAND_MT19937 mode, php 5's scaling in MT_RAND_PHP.
    pub(crate) fn range(&mut self, min: i64, max: i64) -> i64 {
        if self.mode == MODE_PHP {
            let r = u64::from(self.next_u32() >> 1);
            let offset =
                ((max as f64 - min as f64 + 1.0) * (r as f64 / (2_147_483_647.0 + 1.0))) as u64;
            return offset.wrapping_add(min as u64) as i64;
        }
        let umax = (max as u64).wrapping_sub(min as u64);
        let result = if umax > u64::from(u32::MAX) {
            self.range64(umax)
        } else {
            u64::from(self.range32(umax as u32))
        };
        result.wrapping_add(min as u64) as i64
    }
}
