//! The strings of SPL's `Serializable::serialize()` read back (`ArrayObject::unserialize()`
//! and friends: php's spl_array.c, spl_observer.c, spl_dllist.c). Each is a small grammar
//! around serialized values; the values are read by one parser over the whole text, so the
//! back-references (`r:n;`) count across the parts as php's one `var_hash` does.

use super::{Content, Fail, Options, Parser, SlotId};
use crate::standard::var::ini_int;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{ArrayKey, PhpStr, Value};

/// Which class's text (`__rphp_spl_unserialize`'s second argument).
#[derive(Clone, Copy)]
enum Grammar {
    /// `x:i:FLAGS;STORAGE;m:MEMBERS` (STORAGE absent under `SPL_ARRAY_IS_SELF`).
    Array,
    /// `x:i:COUNT;OBJ[,INF];...;m:MEMBERS`.
    Storage,
    /// `i:FLAGS;:V1:V2...`.
    Dllist,
}

/// php's `SPL_ARRAY_IS_SELF`.
const SPL_ARRAY_IS_SELF: i64 = 0x0100_0000;

/// How a read stopped: at an offset (the exception), or with another exception.
enum Stop {
    At(usize),
    Throw(Control),
}

/// `__rphp_spl_unserialize(string $data, string $kind)`: the parts of the text as an
/// array — `[flags, storage|null, members]` for "array", `[count, obj0, inf0, ...,
/// members]` for "storage", `[flags, v0, v1, ...]` for "dllist" — or, for a malformed
/// text, the message of php's `UnexpectedValueException` ("Error at offset P of N bytes",
/// P where php's reader stopped), which the prelude method throws.
pub(crate) fn spl_unserialize(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let data = rphp_vm::builtins::arg_str(vm, a, 0, "__rphp_spl_unserialize", "data")?;
    let kind = rphp_vm::builtins::arg_str(vm, a, 1, "__rphp_spl_unserialize", "kind")?;
    let grammar = match kind.as_bytes() {
        b"array" => Grammar::Array,
        b"storage" => Grammar::Storage,
        _ => Grammar::Dllist,
    };
    // called by an unserialize() of the text around, php's reader shares its options
    let (options, shared) = match crate::standard::var::nested_options(vm) {
        Some((options, shared)) => (options, Some(shared)),
        None => (
            Options {
                allowed: None,
                max_depth: ini_int(vm, "unserialize_max_depth", 4096),
                depth: 0,
            },
            None,
        ),
    };
    let bytes = data.as_bytes();
    let mut parser = Parser::new(data.clone(), options);
    if let Some(shared) = shared {
        parser.set_shared(shared);
    }
    // the prelude method calling this one (ArrayObject, ArrayIterator...) names warnings
    if let Some(class) = vm.scope_class() {
        parser.set_func(format!("{}::unserialize", class.name.to_string_lossy()));
    }
    let root = parser.new_container(super::Owner::Array);
    parser.slots[0] = Content::Array(root);
    let read = match grammar {
        Grammar::Array => parser.spl_array(vm, root),
        Grammar::Storage => parser.spl_storage(vm, root),
        Grammar::Dllist => parser.spl_dllist(vm, root),
    };
    match read {
        Ok(()) => Box::new(parser.finish(true, vm)).step(vm),
        Err(Stop::Throw(c)) => Err(c),
        Err(Stop::At(at)) => {
            parser.discard();
            Ok(Value::Str(PhpStr::from(format!(
                "Error at offset {at} of {} bytes",
                bytes.len()
            ))))
        }
    }
}

impl Parser {
    fn byte(&self, at: usize) -> u8 {
        self.scan.buf.get(at).copied().unwrap_or(0)
    }

    /// The next part, read at `at` into a new entry of `root`; where it ends.
    fn part(&mut self, vm: &mut Vm, root: usize, at: usize) -> Result<(SlotId, usize), Stop> {
        let n = self.conts[root].entries.len() as i64;
        let slot = self.new_slot(root, ArrayKey::Int(n));
        self.p = at;
        match self.parse_into(vm, slot) {
            Ok(()) => Ok((slot, self.p)),
            Err(Fail::Throw(c)) => Err(Stop::Throw(c)),
            // (a missing class goes unnamed to no callback here: php's reader of these
            // texts runs no unserialize_callback_func either)
            Err(_) => Err(Stop::At(self.p)),
        }
    }

    fn int_of(&self, slot: SlotId) -> Option<i64> {
        match self.resolved(slot) {
            Content::Val(Value::Int(i)) => Some(*i),
            _ => None,
        }
    }

    fn is_array(&self, slot: SlotId) -> bool {
        matches!(self.resolved(slot), Content::Array(_))
    }

    fn is_object(&self, slot: SlotId) -> bool {
        matches!(
            self.resolved(slot),
            Content::Object(_) | Content::Val(Value::Object(_))
        )
    }

    /// `x:` at the start.
    fn x_colon(&self) -> Result<usize, Stop> {
        if self.byte(0) != b'x' {
            return Err(Stop::At(0));
        }
        if self.byte(1) != b':' {
            return Err(Stop::At(1));
        }
        Ok(2)
    }

    /// `m:MEMBERS` at `p`, MEMBERS an array.
    fn members(&mut self, vm: &mut Vm, root: usize, p: usize) -> Result<(), Stop> {
        if self.byte(p) != b'm' {
            return Err(Stop::At(p));
        }
        if self.byte(p + 1) != b':' {
            return Err(Stop::At(p + 1));
        }
        let (slot, end) = self.part(vm, root, p + 2)?;
        if !self.is_array(slot) {
            return Err(Stop::At(end));
        }
        Ok(())
    }

    fn spl_array(&mut self, vm: &mut Vm, root: usize) -> Result<(), Stop> {
        let p = self.x_colon()?;
        let (slot, end) = self.part(vm, root, p)?;
        let flags = self.int_of(slot).ok_or(Stop::At(end))?;
        // the `;` that ended the flags
        let mut p = end - 1;
        if self.byte(p) != b';' {
            return Err(Stop::At(p));
        }
        p += 1;
        if flags & SPL_ARRAY_IS_SELF != 0 {
            let n = self.conts[root].entries.len() as i64;
            self.new_slot(root, ArrayKey::Int(n));
        } else {
            if !matches!(self.byte(p), b'a' | b'O' | b'C' | b'r') {
                return Err(Stop::At(p));
            }
            let (slot, end) = self.part(vm, root, p)?;
            if !self.is_array(slot) && !self.is_object(slot) {
                return Err(Stop::At(end));
            }
            if self.byte(end) != b';' {
                return Err(Stop::At(end));
            }
            p = end + 1;
        }
        self.members(vm, root, p)
    }

    fn spl_storage(&mut self, vm: &mut Vm, root: usize) -> Result<(), Stop> {
        let p = self.x_colon()?;
        let (slot, end) = self.part(vm, root, p)?;
        let count = self.int_of(slot).ok_or(Stop::At(end))?;
        let mut p = end - 1;
        if count < 0 {
            return Err(Stop::At(p));
        }
        for _ in 0..count {
            if self.byte(p) != b';' {
                return Err(Stop::At(p));
            }
            p += 1;
            if !matches!(self.byte(p), b'O' | b'C' | b'r') {
                return Err(Stop::At(p));
            }
            let (obj, end) = self.part(vm, root, p)?;
            p = end;
            if self.byte(p) == b',' {
                let (_, end) = self.part(vm, root, p + 1)?;
                p = end;
            } else {
                let n = self.conts[root].entries.len() as i64;
                self.new_slot(root, ArrayKey::Int(n));
            }
            if !self.is_object(obj) {
                return Err(Stop::At(p));
            }
        }
        if self.byte(p) != b';' {
            return Err(Stop::At(p));
        }
        self.members(vm, root, p + 1)
    }

    fn spl_dllist(&mut self, vm: &mut Vm, root: usize) -> Result<(), Stop> {
        let (slot, end) = self.part(vm, root, 0)?;
        if self.int_of(slot).is_none() {
            return Err(Stop::At(end));
        }
        let mut p = end;
        while self.byte(p) == b':' {
            let (_, end) = self.part(vm, root, p + 1)?;
            p = end;
        }
        // php's reader stops at a NUL byte as at the end
        if self.byte(p) != 0 {
            return Err(Stop::At(p));
        }
        Ok(())
    }
}
