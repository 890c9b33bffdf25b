//! Executor unit tests: hand-built units, the stackless property (deep recursion on a
//! small Rust stack), and Fiber::suspend inside a usort comparator.

use super::{Output, Vm};
use crate::bytecode::{Const, Op, Unit};
use crate::ini::Ini;
use crate::value::ops::BinOp;
use std::sync::Arc;

fn run_source(src: &str, ini: Ini) -> (String, i32) {
    let parsed = rphp_parser::parse(src.as_bytes());
    assert!(
        parsed.first_fatal().is_none(),
        "parse error: {:?}",
        parsed.errors
    );
    let unit = crate::compile::compile_file(&parsed.program, src.as_bytes(), "test.php")
        .expect("compiles");
    let (out, buf) = Output::buffer();
    let mut vm = Vm::new(ini, out);
    vm.load_main(&unit);
    let code = vm.run_to_end();
    let text = String::from_utf8_lossy(&buf.borrow()).into_owned();
    (text, code)
}

#[test]
fn hand_built_unit_adds_and_echoes() {
    let unit = Unit {
        ops: vec![
            Op::Const { dst: 0, lit: 0 },
            Op::Const { dst: 1, lit: 1 },
            Op::Bin {
                op: BinOp::Add,
                dst: 2,
                a: 0,
                b: 1,
            },
            Op::Echo { src: 2 },
            Op::ReturnNull,
        ],
        consts: vec![Const::Int(40), Const::Int(2)],
        lines: vec![1; 5],
        num_slots: 3,
        file: Arc::from("hand.php"),
        ..Unit::default()
    };
    let (out, buf) = Output::buffer();
    let mut vm = Vm::new(Ini::default(), out);
    vm.load_main(&Arc::new(unit));
    assert_eq!(vm.run_to_end(), 0);
    assert_eq!(&*buf.borrow(), b"42");
}

#[test]
fn run_with_fuel_returns_between_slices() {
    let (out, buf) = Output::buffer();
    let mut vm = Vm::new(Ini::default(), out);
    let src = "<?php $s = 0; for ($i = 0; $i < 1000; $i++) { $s += $i; } echo $s;";
    let parsed = rphp_parser::parse(src.as_bytes());
    let unit = crate::compile::compile_file(&parsed.program, src.as_bytes(), "fuel.php")
        .expect("compiles");
    vm.load_main(&unit);
    let mut slices = 0;
    // fuel is spent per loop iteration (a backward jump), call and return on the fast
    // lane: 1,000 iterations take more than 10 slices of 50
    while vm.run(50) == super::Status::Running {
        slices += 1;
    }
    assert!(slices > 10, "the loop took {slices} slices");
    assert_eq!(&*buf.borrow(), b"499500");
}

/// 1,000,000 nested PHP calls on a thread with a 1 MiB Rust stack: the executor never
/// recurses, so it completes (memory_limit=-1) or ends in php's memory fatal error.
#[test]
fn million_deep_recursion_does_not_grow_the_rust_stack() {
    let handle = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(|| {
            let src =
                "<?php function d($n) { return $n == 0 ? 0 : d($n - 1) + 1; } echo d(1000000);";
            let mut ini = Ini::default();
            ini.set("memory_limit", "-1");
            let unlimited = run_source(src, ini);
            let limited = run_source(src, Ini::default());
            (unlimited, limited)
        })
        .expect("spawn");
    let ((out, code), (out2, code2)) = handle.join().expect("no stack overflow");
    assert_eq!((out.as_str(), code), ("1000000", 0));
    assert!(
        out2.contains("Allowed memory size of 134217728 bytes exhausted"),
        "{out2}"
    );
    assert_eq!(code2, 255);
}

#[test]
fn fiber_suspends_inside_usort_comparator() {
    let src = r#"<?php
$f = new Fiber(function () {
    $a = [3, 1, 2];
    usort($a, function ($x, $y) { Fiber::suspend("$x,$y"); return $x <=> $y; });
    return implode(" ", $a);
});
$n = 0;
$v = $f->start();
while (!$f->isTerminated()) { $n++; $v = $f->resume(); }
echo $f->getReturn(), " / ", $n > 0 ? "suspended" : "never";
"#;
    let (out, code) = run_source(src, Ini::default());
    assert_eq!(code, 0);
    assert_eq!(out, "1 2 3 / suspended");
}

#[test]
fn fiber_suspends_inside_array_map_callback() {
    let src = r#"<?php
$f = new Fiber(fn() => array_map(fn($x) => $x * Fiber::suspend($x), [1, 2, 3]));
$v = $f->start();
while (!$f->isTerminated()) { $v = $f->resume(10); }
echo implode(",", $f->getReturn());
"#;
    let (out, _) = run_source(src, Ini::default());
    assert_eq!(out, "10,20,30");
}

#[test]
fn uncaught_exception_is_phps_fatal() {
    let (out, code) = run_source("<?php\nthrow new Exception('boom');\n", Ini::default());
    assert_eq!(code, 255);
    assert_eq!(
        out,
        "PHP Fatal error:  Uncaught Exception: boom in test.php:2\nStack trace:\n#0 {main}\n  thrown in test.php on line 2\n"
            .replace("PHP Fatal error:  ", "\nFatal error: ")
    );
}

fn run_with(src: &str, setup: fn(&mut Vm)) -> (String, i32) {
    let parsed = rphp_parser::parse(src.as_bytes());
    let unit = crate::compile::compile_file(&parsed.program, src.as_bytes(), "test.php")
        .expect("compiles");
    let (out, buf) = Output::buffer();
    let mut vm = Vm::new(Ini::default(), out);
    setup(&mut vm);
    vm.load_main(&unit);
    let code = vm.run_to_end();
    let text = String::from_utf8_lossy(&buf.borrow()).into_owned();
    (text, code)
}

static PRELUDE: crate::class_def::Prelude = crate::class_def::Prelude {
    file: "test-prelude",
    classes: &["PBase", "PStack"],
    source: r#"<?php
abstract class PBase { abstract public function count(): int; }
class PStack extends PBase {
    private array $items = [];
    public function push(int $x): void { $this->items[] = $x; }
    public function count(): int { return count($this->items); }
    public function each(callable $f): void { foreach ($this->items as $i) { $f($i); } }
    public function fail(): never { throw new RuntimeException("empty"); }
    public function tick(): int { $h = __rphp_hidden($this); $h->n = ($h->n ?? 0) + 1; return $h->n; }
}
"#,
};

#[derive(Default)]
struct Tally(i64);

fn tally_add(
    _vm: &mut Vm,
    this: Option<&crate::value::ObjectHandle>,
    args: &mut [crate::value::Value],
) -> Result<crate::value::Value, super::Control> {
    let Some(this) = this else {
        return Ok(crate::value::Value::Null);
    };
    let n = match args.first() {
        Some(crate::value::Value::Int(n)) => *n,
        _ => 1,
    };
    this.state_mut::<Tally>().0 += n;
    Ok(crate::value::Value::Int(this.state_mut::<Tally>().0))
}

fn tally_props(
    o: &crate::value::ObjectHandle,
    _: crate::class_def::PropPurpose,
) -> Option<crate::value::PhpArray> {
    let mut a = crate::value::PhpArray::new();
    a.insert("total", crate::value::Value::Int(o.state::<Tally>()?.0));
    Some(a)
}

fn tally_clone(
    _vm: &mut Vm,
    from: &crate::value::ObjectHandle,
    to: &crate::value::ObjectHandle,
) -> Result<(), super::Control> {
    let n = from.state::<Tally>().map_or(0, |t| t.0);
    to.set_state(Tally(n));
    Ok(())
}

static TALLY_HANDLERS: crate::class_def::Handlers = crate::class_def::Handlers {
    clone: crate::class_def::CloneMode::With(tally_clone),
    props_for: Some(tally_props),
    compare: None,
    foreach_ref: None,
    foreach_ref_at: None,
    props_as_dims: None,
    method_target: None,
};

static TALLY: crate::class_def::ClassDef = crate::class_def::ClassDef {
    name: "Tally",
    interfaces: &["Countable"],
    consts: &[("STEP", crate::class_def::ConstVal::Int(1))],
    methods: &[crate::class_def::Method::new(
        "Tally",
        "add",
        tally_add,
        0,
        1,
        &["n"],
    )],
    handlers: Some(&TALLY_HANDLERS),
    ..crate::class_def::ClassDef::EMPTY
};

fn register_test_classes(vm: &mut Vm) {
    vm.builtins.add_prelude(&PRELUDE);
    vm.builtins.add_class(&TALLY);
}

#[test]
fn prelude_classes_link_on_first_use_and_act_internal() {
    let src = r#"<?php
$s = new PStack;
$s->push(1); $s->push("2");
echo $s->count(), " ", $s instanceof PBase ? "base" : "-", "\n";
$s->each(function ($x) { echo $x, ";"; });
echo "\n";
try { $s->push("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $s->push(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $s->push(1, 2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $s->fail(); } catch (RuntimeException $e) { echo $e->getFile(), ":", $e->getLine(), "\n", $e->getTraceAsString(), "\n"; }
echo class_exists("pstack", false) ? "yes" : "no", "\n";
$t = new PStack; $t->tick(); $u = clone $t; $u->tick();
echo $t->tick(), $u->tick(), "\n";
echo count((array) $t), "\n";
try { __rphp_hidden($t); } catch (Error $e) { echo $e->getMessage(), "\n"; }
"#;
    let (out, code) = run_with(src, register_test_classes);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out,
        "2 base\n1;2;\n\
         PStack::push(): Argument #1 ($x) must be of type int, string given\n\
         PStack::push() expects exactly 1 argument, 0 given\n\
         PStack::push() expects exactly 1 argument, 2 given\n\
         test.php:10\n#0 test.php(10): PStack->fail()\n#1 {main}\n\
         yes\n23\n1\n\
         Call to undefined function __rphp_hidden()\n"
    );
}

#[test]
fn native_class_def_state_and_handlers() {
    let src = r#"<?php
$t = new Tally;
$t->add(); $t->add(n: 4);
$u = clone $t;
$u->add();
var_dump($t, $u, Tally::STEP, $t instanceof Countable);
"#;
    let (out, code) = run_with(src, register_test_classes);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out,
        "object(Tally)#1 (1) {\n  [\"total\"]=>\n  int(5)\n}\n\
         object(Tally)#2 (1) {\n  [\"total\"]=>\n  int(6)\n}\nint(1)\nbool(true)\n"
    );
}

/// A 200,000-deep `yield from` chain is freed without recursing on the Rust stack.
#[test]
fn deep_generator_chain_drops_iteratively() {
    let handle = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(|| {
            let src =
                "<?php function a($n) { if ($n > 0) { yield from a($n - 1); } else { yield 1; } }
                foreach (a(200000) as $v) { echo $v; } echo \"done\";";
            let mut ini = Ini::default();
            ini.set("memory_limit", "-1");
            run_source(src, ini)
        })
        .expect("spawn");
    let (out, code) = handle.join().expect("no stack overflow");
    assert_eq!((out.as_str(), code), ("1done", 0));
}
