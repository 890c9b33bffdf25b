//! Destroying a suspended generator (php's zend_generator_dtor_storage): when its last
//! reference goes, or the script ends, a generator suspended inside a `try` with a
//! `finally` runs its pending `finally` blocks. It is resumed with an exit marker thrown
//! at its `yield`, which, like a destroyed fiber's graceful exit, skips `catch` blocks and
//! runs `finally` blocks only; a `yield` there is an Error.

use super::generator::{Delegate, GenData, GenThen, State, with_gen};
use super::{Ret, Vm};
use crate::value::ObjectHandle;

/// Whether a generator's native state, losing its last reference, has `finally` blocks
/// to run first.
pub(crate) fn gen_needs_unwind(state: &crate::value::object::Internal) -> bool {
    state
        .get()
        .and_then(|d| d.downcast_ref::<GenData>())
        .is_some_and(pending_finally)
}

/// Whether a generator that just yielded must be registered for end-of-script
/// destruction (once, and only when a `finally` block is pending); marks it registered.
pub(crate) fn needs_tracking(g: &mut GenData) -> bool {
    let track = !g.tracked
        && g.frame
            .as_ref()
            .is_some_and(|f| !f.func.unit.try_regions.is_empty())
        && pending_finally(g);
    if track {
        g.tracked = true;
    }
    track
}

fn pending_finally(g: &GenData) -> bool {
    if g.state != State::Suspended || g.exit_marker.is_some() {
        return false;
    }
    let Some(frame) = g.frame.as_ref() else {
        return false;
    };
    let pc = frame.pc.saturating_sub(1);
    frame
        .func
        .unit
        .try_regions
        .iter()
        .any(|r| r.finally != 0 && pc >= r.start && pc < r.finally)
}

impl Vm {
    /// Run the pending `finally` blocks of a destroyed generator. False when `o` is no
    /// suspended generator with any.
    pub(super) fn generator_destroy(&mut self, o: &ObjectHandle) -> bool {
        if o.class().lname.as_ref() != b"generator" {
            return false;
        }
        if with_gen(o, |g| pending_finally(g)) != Some(true) {
            return false;
        }
        // php lets go of the generator it delegates to first: when that was its last
        // reference, that one's `finally` blocks run before this one's (its frame goes on
        // top)
        let mut chain = vec![o.clone()];
        while let Some(last) = chain.last().filter(|_| chain.len() < 100_000) {
            let inner = with_gen(last, |g| match &g.delegate {
                Some(Delegate::Gen { .. }) => g.delegate.take(),
                _ => None,
            })
            .flatten();
            let Some(Delegate::Gen { inner, .. }) = inner else {
                break;
            };
            if inner.ref_count() == 1 && with_gen(&inner, |g| pending_finally(g)) == Some(true) {
                if let Ok(mut d) = inner.try_borrow_mut() {
                    d.destructed = true;
                }
                chain.push(inner);
            } else {
                drop(inner);
                break;
            }
        }
        for g in chain {
            self.generator_unwind(&g);
        }
        true
    }

    /// Resume a destroyed generator with an exit marker thrown at its `yield`.
    fn generator_unwind(&mut self, o: &ObjectHandle) {
        let marker = self.new_object(b"stdClass");
        with_gen(o, |g| {
            g.exit_marker = Some(marker.clone());
            g.resumer = None;
        });
        let then = GenThen::Null(u32::MAX);
        if let Err(control) = self.resume_generator(o, None, then, Some(marker)) {
            if let Some(code) = self.control(control) {
                self.exit_code = Some(code);
                self.retain_main_variables();
            }
        }
    }

    /// Whether `e` is the exit marker of the generator running in the top frame.
    pub(super) fn is_gen_exit(&self, e: &ObjectHandle) -> bool {
        let Some(Ret::Gen(g, _)) = self.co.frames.last().map(|f| &f.ret) else {
            return false;
        };
        with_gen(g, |d| {
            d.exit_marker
                .as_ref()
                .is_some_and(|m| ObjectHandle::ptr_eq(m, e))
        }) == Some(true)
    }
}
