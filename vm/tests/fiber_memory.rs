//! Measures the heap cost of a parked Fiber: 100,000 fibers suspended once each, bytes
//! counted by a test-local allocator. The goal is under 1 KiB per parked fiber.

// A counting global allocator needs `unsafe impl GlobalAlloc`; it only forwards to `System`.
#![allow(unsafe_code)]

use rphp_vm::exec::{Output, Vm};
use rphp_vm::ini::Ini;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn run(src: &str) -> (Vm, std::rc::Rc<std::cell::RefCell<Vec<u8>>>) {
    let parsed = rphp_parser::parse(src.as_bytes());
    let unit = rphp_vm::compile::compile_file(&parsed.program, src.as_bytes(), "fibers.php")
        .expect("compiles");
    let (out, buf) = Output::buffer();
    let mut vm = Vm::new(Ini::default(), out);
    vm.load_main(&unit);
    (vm, buf)
}

#[test]
fn bytes_per_parked_fiber() {
    const N: isize = 100_000;
    // The script parks N fibers in an array, then waits (a fiber that suspends forever
    // would end the run, so the main script itself is stepped with fuel and sampled).
    let template = |n: isize| {
        format!(
            "<?php $fs = []; for ($i = 0; $i < {n}; $i++) {{ $f = new Fiber(function () {{ Fiber::suspend(); }}); $f->start(); $fs[] = $f; }} echo count($fs);"
        )
    };
    let measure = |n: isize| -> isize {
        let (mut vm, _buf) = run(&template(n));
        let before = LIVE.load(Ordering::Relaxed);
        // run to the end of the loop; the array still holds every parked fiber
        let mut peak = before;
        loop {
            let status = vm.run(10_000);
            peak = peak.max(LIVE.load(Ordering::Relaxed));
            if status != rphp_vm::exec::Status::Running {
                break;
            }
        }
        peak - before
    };
    let base = measure(1);
    let total = measure(N);
    let per_fiber = (total - base) / N;
    println!("bytes per parked fiber: {per_fiber}");
    assert!(per_fiber < 1024, "a parked fiber costs {per_fiber} bytes");
}
