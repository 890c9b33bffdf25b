//! Robustness tests for the unserializer: random bytes and mutated valid strings must
//! never panic, huge announced counts must not allocate ahead, deep nesting must not
//! recurse.

use super::{Options, Parser};
use rphp_vm::exec::{Output, Vm};
use rphp_vm::ini::Ini;

fn vm() -> Vm {
    let (out, _buf) = Output::buffer();
    Vm::new(Ini::default(), out)
}

/// Parse and build (delayed calls are not run here); `true` when well-formed.
fn run(vm: &mut Vm, data: &[u8], max_depth: i64) -> bool {
    let mut parser = Parser::new(
        rphp_vm::value::PhpStr::new(data),
        Options {
            allowed: None,
            max_depth,
            depth: 0,
        },
    );
    let ok = matches!(parser.parse(vm), Ok(super::Outcome::Done(true)));
    let _finisher = parser.finish(ok, vm);
    vm.diag.entries.clear();
    ok
}

/// xorshift64*: deterministic pseudo-random numbers.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const SEEDS: &[&str] = &[
    "a:3:{i:0;a:2:{i:0;i:1;i:1;R:3;}i:1;R:2;i:2;O:8:\"stdClass\":2:{s:1:\"a\";r:4;s:1:\"b\";R:5;}}",
    "O:7:\"Missing\":2:{s:4:\"\0*\0p\";d:1.5;s:1:\"q\";a:1:{i:0;r:1;}}",
    "a:2:{i:0;R:1;i:1;r:1;}",
    "S:3:\"\\61bc\";",
    "C:3:\"Foo\":3:{abc}",
    "E:3:\"E:X\";",
    "d:-1.5e+3;",
    "O:8:\"stdClass\":1:{s:3:\"\0ab\";b:1;}",
];

const ALPHABET: &[u8] = b"aAbCdEiNORrsS:;{}\"0123456789-+.eINF\0\\";

#[test]
fn mutated_strings_never_panic() {
    let mut vm = vm();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..20_000 {
        let mut s = SEEDS[rng.below(SEEDS.len())].as_bytes().to_vec();
        for _ in 0..=rng.below(4) {
            let pos = rng.below(s.len() + 1);
            match rng.below(4) {
                0 => s.insert(pos, ALPHABET[rng.below(ALPHABET.len())]),
                1 if pos < s.len() => {
                    s.remove(pos);
                }
                2 if pos < s.len() => s[pos] = ALPHABET[rng.below(ALPHABET.len())],
                _ => s.truncate(pos),
            }
        }
        run(&mut vm, &s, 4096);
    }
}

#[test]
fn random_bytes_never_panic() {
    let mut vm = vm();
    let mut rng = Rng(42);
    for _ in 0..20_000 {
        let len = rng.below(48);
        let s: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        run(&mut vm, &s, 4096);
    }
}

#[test]
fn deep_nesting_is_iterative() {
    let mut vm = vm();
    let n = 100_000;
    let mut s = "a:1:{i:0;".repeat(n).into_bytes();
    s.extend_from_slice(b"N;");
    s.extend(std::iter::repeat_n(b'}', n));
    assert!(run(&mut vm, &s, 0));
    assert!(!run(&mut vm, &s, 4096));
}

#[test]
fn huge_counts_fail_without_allocating() {
    let mut vm = vm();
    assert!(!run(&mut vm, b"a:999999999999:{}", 0));
    assert!(!run(&mut vm, b"a:1073741823:{i:0;i:1;}", 0));
    assert!(!run(&mut vm, b"O:8:\"stdClass\":99999999:{}", 0));
    assert!(!run(&mut vm, b"s:18446744073709551615:\"\";", 0));
    assert!(!run(&mut vm, b"R:18446744073709551617;", 0));
}
