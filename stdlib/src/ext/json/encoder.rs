//! json_encode's encoder (php's `json_encoder.c`): values to JSON text with every
//! `JSON_*` output flag, php's pretty-print layout, depth and recursion errors, and
//! `PARTIAL_OUTPUT_ON_ERROR`. It walks containers with an explicit stack, so nesting never
//! grows the Rust stack, and it can stop to have the VM call `jsonSerialize()` (a
//! `Control::Call`) and carry on where it was.

use super::errors::JsonError;
use super::flags::*;
use rphp_vm::value::float_fmt::gcvt_into;
use rphp_vm::value::numeric::{Number, parse_numeric};
use rphp_vm::value::{ArrayKey, ObjectHandle, PhpArray, Value};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A hasher for container addresses (the recursion path): one multiply, no SipHash.
#[derive(Default)]
struct AddrHasher(u64);

impl Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64 ^ (n as u64 >> 29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

type AddrSet = HashSet<usize, BuildHasherDefault<AddrHasher>>;

/// The decimal digits of `i` (php's `smart_str_append_long`) without a String.
fn push_int(buf: &mut Vec<u8>, i: i64) {
    let mut tmp = [0u8; 20];
    let mut at = tmp.len();
    let mut n = i.unsigned_abs();
    loop {
        at -= 1;
        tmp[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if i < 0 {
        buf.push(b'-');
    }
    buf.extend_from_slice(&tmp[at..]);
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// A container being written: its entries, where the walk is, and how it prints.
struct Open {
    entries: PhpArray,
    pos: u32,
    /// `{...}` rather than `[...]`.
    as_object: bool,
    /// The entries are an object's properties (mangled non-public names are skipped), of
    /// a class where a plain name can be non-public too (a Throwable's, or one declaring
    /// protected properties): each name is then looked up.
    properties: Option<ObjectHandle>,
    need_comma: bool,
    /// The entries are properties whose names are public unless mangled.
    mangled_only: bool,
    /// The identity on the recursion path, released when the container closes.
    guard: usize,
}

enum Frame {
    Open(Open),
    /// Release a JsonSerializable object's guard once its `jsonSerialize()` result is
    /// written (php keeps the object protected while encoding the result).
    Unguard(usize),
}

/// What the encoder needs next.
pub(crate) enum Step {
    /// All written (the error code says whether it went well).
    Done,
    /// Stopped at the first failure (not in partial-output mode).
    Failed,
    /// `$object->jsonSerialize()` must run; resume with its result.
    Call(ObjectHandle),
}

/// A failure of one value (php's `FAILURE` from `php_json_encode_zval`).
struct Fail;

enum Outcome {
    Ok,
    Fail,
    Call(ObjectHandle),
}

pub(crate) struct Encoder {
    pub(crate) buf: Vec<u8>,
    pub(crate) options: i64,
    depth: i64,
    max_depth: i64,
    pub(crate) error: JsonError,
    stack: Vec<Frame>,
    /// Arrays and objects on the current path (php's `GC_PROTECT_RECURSION`).
    path: AddrSet,
    /// `serialize_precision`.
    precision: i32,
    /// The object whose `jsonSerialize()` is running.
    calling: Option<ObjectHandle>,
}

/// Hook for user classes: whether the object's class implements JsonSerializable, in
/// which case its `jsonSerialize()` result is encoded instead of its properties. Internal
/// classes never do; once user classes exist, `instance_of` sees their interfaces.
pub(crate) fn implements_json_serializable(obj: &ObjectHandle) -> bool {
    obj.instance_of(b"JsonSerializable")
}

/// Whether an object's property is public (what json_encode shows). Throwables keep their
/// protected and private properties under plain names; mangled names start with NUL.
fn visible_property(obj: &ObjectHandle, key: &ArrayKey) -> bool {
    let ArrayKey::Str(name) = key else {
        return true;
    };
    if name.first() == Some(&0) {
        return false;
    }
    let class = obj.class();
    matches!(
        rphp_vm::class::prop_label_parts(&class, name.as_bytes()).1,
        rphp_vm::bytecode::Visibility::Public
    )
}

/// `zend_array_is_list`: keys 0, 1, 2... in order.
fn is_list(a: &PhpArray) -> bool {
    // the packed form holds exactly the keys 0..n
    a.is_packed()
        || a.keys()
            .enumerate()
            .all(|(i, k)| matches!(k, ArrayKey::Int(n) if n == i as i64))
}

impl Encoder {
    pub(crate) fn new(options: i64, max_depth: i64, precision: i32) -> Encoder {
        Encoder {
            buf: Vec::new(),
            options,
            depth: 0,
            max_depth,
            error: JsonError::None,
            stack: Vec::new(),
            path: AddrSet::default(),
            precision,
            calling: None,
        }
    }

    fn has(&self, flag: i64) -> bool {
        self.options & flag != 0
    }

    /// Encode `root`, or carry on after a `jsonSerialize()` call with its `result`.
    pub(crate) fn run(&mut self, root: Option<Value>) -> Step {
        let mut pending = root;
        let partial = self.has(PARTIAL_OUTPUT_ON_ERROR);
        loop {
            if let Some(v) = pending.take() {
                match self.value(v) {
                    Outcome::Ok => {}
                    Outcome::Fail if !partial => return Step::Failed,
                    Outcome::Fail => {}
                    Outcome::Call(obj) => {
                        self.calling = Some(obj.clone());
                        return Step::Call(obj);
                    }
                }
                continue;
            }
            let Some(top) = self.stack.last_mut() else {
                return Step::Done;
            };
            let open = match top {
                Frame::Unguard(addr) => {
                    let addr = *addr;
                    self.path.remove(&addr);
                    self.stack.pop();
                    continue;
                }
                Frame::Open(open) => open,
            };
            let Some(p) = open.entries.next_pos(open.pos) else {
                if self.close().is_err() && !partial {
                    return Step::Failed;
                }
                continue;
            };
            open.pos = p + 1;
            let Some((key, val)) = open.entries.entry_at(p) else {
                continue;
            };
            let val = val.clone();
            if open.mangled_only {
                if matches!(&key, ArrayKey::Str(name) if name.first() == Some(&0)) {
                    continue;
                }
            } else if let Some(obj) = &open.properties
                && !visible_property(obj, &key)
            {
                continue;
            }
            let as_object = open.as_object;
            if open.need_comma {
                self.buf.push(b',');
            } else {
                open.need_comma = true;
            }
            self.newline_indent();
            if as_object {
                match key {
                    ArrayKey::Str(s) => {
                        let opts = self.options & !NUMERIC_CHECK;
                        if self.escape_string(s.as_bytes(), opts).is_err()
                            && partial
                            && self.buf.len() >= 4
                        {
                            self.buf.truncate(self.buf.len() - 4);
                            self.buf.extend_from_slice(b"\"\"");
                        }
                    }
                    ArrayKey::Int(i) => {
                        self.buf.push(b'"');
                        push_int(&mut self.buf, i);
                        self.buf.push(b'"');
                    }
                }
                self.buf.push(b':');
                if self.has(PRETTY_PRINT) {
                    self.buf.push(b' ');
                }
            }
            pending = Some(val);
        }
    }

    /// Continue after `jsonSerialize()` returned `result`.
    pub(crate) fn resume(&mut self, result: Value) -> Step {
        let Some(obj) = self.calling.take() else {
            return self.run(Some(result));
        };
        let result = result.deref_value();
        if let Value::Object(r) = &result
            && ObjectHandle::ptr_eq(r, &obj)
        {
            // `return $this;`: its properties, without calling jsonSerialize() again.
            self.path.remove(&obj.addr());
            if self.open_object(&obj).is_err() && !self.has(PARTIAL_OUTPUT_ON_ERROR) {
                return Step::Failed;
            }
            return self.run(None);
        }
        self.stack.push(Frame::Unguard(obj.addr()));
        self.run(Some(result))
    }

    fn newline_indent(&mut self) {
        if self.has(PRETTY_PRINT) {
            // a newline and up to 16 levels in one copy
            const LINE: &[u8; 65] =
                b"\n                                                                ";
            let depth = self.depth as usize;
            self.buf.extend_from_slice(&LINE[..1 + 4 * depth.min(16)]);
            for _ in 16..depth {
                self.buf.extend_from_slice(b"    ");
            }
        }
    }

    /// `php_json_encode_zval` for one value: scalars are written, containers opened.
    fn value(&mut self, v: Value) -> Outcome {
        match v {
            Value::Resource(_) => {
                self.error = JsonError::UnsupportedType;
                if self.has(PARTIAL_OUTPUT_ON_ERROR) {
                    self.buf.extend_from_slice(b"null");
                }
                return Outcome::Fail;
            }
            Value::Null => self.buf.extend_from_slice(b"null"),
            Value::Bool(true) => self.buf.extend_from_slice(b"true"),
            Value::Bool(false) => self.buf.extend_from_slice(b"false"),
            Value::Int(i) => push_int(&mut self.buf, i),
            Value::Float(f) => {
                if f.is_finite() {
                    self.double(f);
                } else {
                    self.error = JsonError::InfOrNan;
                    self.buf.push(b'0');
                }
            }
            Value::Str(s) => {
                if self.escape_string(s.as_bytes(), self.options).is_err() {
                    return Outcome::Fail;
                }
            }
            Value::Array(a) => {
                let as_object = self.has(FORCE_OBJECT) || !is_list(&a);
                if self
                    .open(a.clone(), a.addr(), as_object, None, false)
                    .is_err()
                {
                    return Outcome::Fail;
                }
            }
            // php checks JsonSerializable before the enum rule: an enum's `jsonSerialize()`
            // wins over its backing value
            Value::Object(o)
                if o.class().kind == rphp_vm::bytecode::ClassKind::Enum
                    && !implements_json_serializable(&o) =>
            {
                let v = o.borrow().properties.get_str(b"value").cloned();
                match v {
                    Some(v) => return self.value(v),
                    None => {
                        self.error = JsonError::NonBackedEnum;
                        if self.has(PARTIAL_OUTPUT_ON_ERROR) {
                            self.buf.extend_from_slice(b"0");
                        }
                        return Outcome::Fail;
                    }
                }
            }
            Value::Object(o) => {
                if implements_json_serializable(&o) {
                    if !self.path.insert(o.addr()) {
                        self.error = JsonError::Recursion;
                        if self.has(PARTIAL_OUTPUT_ON_ERROR) {
                            self.buf.extend_from_slice(b"null");
                        }
                        return Outcome::Fail;
                    }
                    return Outcome::Call(o);
                }
                let r = self.open_object(&o);
                o.release();
                if r.is_err() {
                    return Outcome::Fail;
                }
            }
            Value::Ref(r) => return self.value(r.get()),
        }
        Outcome::Ok
    }

    fn open_object(&mut self, o: &ObjectHandle) -> Result<(), Fail> {
        let props = rphp_vm::class_def::props_for(o, rphp_vm::class_def::PropPurpose::Json);
        let class = o.class();
        // `visible_property` of a plain name is true unless the class is a Throwable or
        // declares the name protected: without either, only mangled names are skipped
        let lookup = class
            .props
            .values()
            .any(|p| p.visibility != rphp_vm::bytecode::Visibility::Public)
            || class.is_a_lname(b"throwable");
        self.open(props, o.addr(), true, Some(o.clone()), lookup)
    }

    /// Start a container: the recursion check, the opening bracket, one level deeper.
    fn open(
        &mut self,
        entries: PhpArray,
        guard: usize,
        as_object: bool,
        properties: Option<ObjectHandle>,
        lookup: bool,
    ) -> Result<(), Fail> {
        if !self.path.insert(guard) {
            self.error = JsonError::Recursion;
            self.buf.extend_from_slice(b"null");
            return Err(Fail);
        }
        self.buf.push(if as_object { b'{' } else { b'[' });
        self.depth += 1;
        let mangled_only = properties.is_some() && !lookup;
        let properties = match properties {
            Some(o) if !lookup => {
                o.release();
                None
            }
            p => p,
        };
        self.stack.push(Frame::Open(Open {
            entries,
            pos: 0,
            as_object,
            properties,
            mangled_only,
            need_comma: false,
            guard,
        }));
        Ok(())
    }

    /// End the innermost container (the depth error is found here, as in php).
    fn close(&mut self) -> Result<(), Fail> {
        let Some(Frame::Open(open)) = self.stack.pop() else {
            return Ok(());
        };
        self.path.remove(&open.guard);
        if let Some(o) = open.properties {
            o.release();
        }
        if self.depth > self.max_depth {
            self.error = JsonError::Depth;
            if !self.has(PARTIAL_OUTPUT_ON_ERROR) {
                return Err(Fail);
            }
        }
        self.depth -= 1;
        if open.need_comma {
            self.newline_indent();
        }
        self.buf.push(if open.as_object { b'}' } else { b']' });
        Ok(())
    }

    /// A float as `serialize_precision` prints it, with a lowercase exponent.
    fn double(&mut self, f: f64) {
        let start = self.buf.len();
        if self.precision == 0 {
            // zend_gcvt with 0 digits: one digit, and the exponent form from 1 up.
            gcvt_into(&mut self.buf, f, 1);
            if self.buf[start..]
                .strip_prefix(b"-")
                .unwrap_or(&self.buf[start..])
                .len()
                == 1
            {
                self.buf.extend_from_slice(b".0e+0");
            }
        } else {
            gcvt_into(&mut self.buf, f, self.precision);
        }
        let written = &mut self.buf[start..];
        if let Some(e) = written.iter_mut().find(|c| **c == b'E') {
            *e = b'e';
        }
        if self.has(PRESERVE_ZERO_FRACTION) && !self.buf[start..].contains(&b'.') {
            self.buf.extend_from_slice(b".0");
        }
    }

    /// `php_json_escape_string`: a JSON string (or a number under NUMERIC_CHECK).
    fn escape_string(&mut self, s: &[u8], options: i64) -> Result<(), Fail> {
        if s.is_empty() {
            self.buf.extend_from_slice(b"\"\"");
            return Ok(());
        }
        if options & NUMERIC_CHECK != 0
            && let Some(n) = parse_numeric(s, false)
        {
            match n.number {
                Number::Int(i) => {
                    push_int(&mut self.buf, i);
                    return Ok(());
                }
                Number::Float(f) if f.is_finite() => {
                    let saved = self.options;
                    self.options = options;
                    self.double(f);
                    self.options = saved;
                    return Ok(());
                }
                Number::Float(_) => {}
            }
        }
        let checkpoint = self.buf.len();
        self.buf.reserve(s.len() + 2);
        self.buf.push(b'"');
        let mut pos = 0;
        while pos < s.len() {
            // A run of bytes that need no escaping, copied at once.
            let run = s[pos..]
                .iter()
                .position(|&b| ESCAPE[usize::from(b)])
                .unwrap_or(s.len() - pos);
            if run > 0 {
                self.buf.extend_from_slice(&s[pos..pos + run]);
                pos += run;
                continue;
            }
            let c = s[pos];
            if c >= 0x80 {
                match next_utf8_char(s, pos) {
                    Ok((cp, next)) => {
                        let raw = options & UNESCAPED_UNICODE != 0
                            && (options & UNESCAPED_LINE_TERMINATORS != 0
                                || !(0x2028..=0x2029).contains(&cp));
                        if raw {
                            self.buf.extend_from_slice(&s[pos..next]);
                        } else if cp >= 0x10000 {
                            let v = cp - 0x10000;
                            self.unicode_escape(0xd800 | (v >> 10));
                            self.unicode_escape(0xdc00 | (v & 0x3ff));
                        } else {
                            self.unicode_escape(cp);
                        }
                        pos = next;
                    }
                    Err(next) => {
                        if options & INVALID_UTF8_IGNORE != 0 {
                        } else if options & INVALID_UTF8_SUBSTITUTE != 0 {
                            if options & UNESCAPED_UNICODE != 0 {
                                self.buf.extend_from_slice("\u{fffd}".as_bytes());
                            } else {
                                self.buf.extend_from_slice(b"\\ufffd");
                            }
                        } else {
                            self.buf.truncate(checkpoint);
                            self.error = JsonError::Utf8;
                            if options & PARTIAL_OUTPUT_ON_ERROR != 0 {
                                self.buf.extend_from_slice(b"null");
                            }
                            return Err(Fail);
                        }
                        pos = next;
                    }
                }
                continue;
            }
            pos += 1;
            let flag_escape = |flag: i64, escaped: &'static [u8], plain: &'static [u8]| {
                if options & flag != 0 { escaped } else { plain }
            };
            let out: &[u8] = match c {
                b'"' => flag_escape(HEX_QUOT, b"\\u0022", b"\\\""),
                b'\\' => b"\\\\",
                b'/' => flag_escape(UNESCAPED_SLASHES, b"/", b"\\/"),
                b'<' => flag_escape(HEX_TAG, b"\\u003C", b"<"),
                b'>' => flag_escape(HEX_TAG, b"\\u003E", b">"),
                b'&' => flag_escape(HEX_AMP, b"\\u0026", b"&"),
                b'\'' => flag_escape(HEX_APOS, b"\\u0027", b"'"),
                0x08 => b"\\b",
                0x0c => b"\\f",
                b'\n' => b"\\n",
                b'\r' => b"\\r",
                b'\t' => b"\\t",
                c if c < b' ' => {
                    self.unicode_escape(u32::from(c));
                    continue;
                }
                _ => {
                    self.buf.push(c);
                    continue;
                }
            };
            self.buf.extend_from_slice(out);
        }
        self.buf.push(b'"');
        Ok(())
    }

    fn unicode_escape(&mut self, u: u32) {
        self.buf.extend_from_slice(b"\\u");
        for shift in [12, 8, 4, 0] {
            self.buf.push(HEX[((u >> shift) & 0xf) as usize]);
        }
    }
}

/// Bytes that php's escaper looks at (its `charmap`): controls, `"`, `&`, `'`, `/`, `<`,
/// `>`, `\\` and everything from 0x80.
const fn needs_escape(b: u8) -> bool {
    matches!(b, 0..=0x1f | 0x80..=0xff | b'"' | b'&' | b'\'' | b'/' | b'<' | b'>' | b'\\')
}

/// `needs_escape` for every byte.
static ESCAPE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = needs_escape(b as u8);
        b += 1;
    }
    t
};

/// php's `php_next_utf8_char` at `pos` (a byte >= 0x80): the code point and the next
/// position, or on a malformed sequence the position after the bytes php skips
/// (UTR #36 strategy 2: never swallow a byte that could start a valid sequence).
pub(crate) fn next_utf8_char(s: &[u8], pos: usize) -> Result<(u32, usize), usize> {
    let avail = s.len() - pos;
    let at = |i: usize| s.get(pos + i).copied().unwrap_or(0);
    let trail = |c: u8| (0x80..=0xbf).contains(&c);
    let lead = |c: u8| c < 0x80 || (0xc2..=0xf4).contains(&c);
    let c = at(0);
    if c < 0x80 {
        return Ok((u32::from(c), pos + 1));
    }
    if c < 0xc2 {
        return Err(pos + 1);
    }
    if c < 0xe0 {
        if avail < 2 {
            return Err(pos + 1);
        }
        if !trail(at(1)) {
            return Err(pos + if lead(at(1)) { 1 } else { 2 });
        }
        let cp = (u32::from(c & 0x1f) << 6) | u32::from(at(1) & 0x3f);
        return Ok((cp, pos + 2));
    }
    if c < 0xf0 {
        if avail < 3 || !trail(at(1)) || !trail(at(2)) {
            return Err(if avail < 2 || lead(at(1)) {
                pos + 1
            } else if avail < 3 || lead(at(2)) {
                pos + 2
            } else {
                pos + 3
            });
        }
        let cp =
            (u32::from(c & 0x0f) << 12) | (u32::from(at(1) & 0x3f) << 6) | u32::from(at(2) & 0x3f);
        if cp < 0x800 || (0xd800..=0xdfff).contains(&cp) {
            return Err(pos + 3);
        }
        return Ok((cp, pos + 3));
    }
    if c < 0xf5 {
        if avail < 4 || !trail(at(1)) || !trail(at(2)) || !trail(at(3)) {
            return Err(if avail < 2 || lead(at(1)) {
                pos + 1
            } else if avail < 3 || lead(at(2)) {
                pos + 2
            } else if avail < 4 || lead(at(3)) {
                pos + 3
            } else {
                pos + 4
            });
        }
        let cp = (u32::from(c & 0x07) << 18)
            | (u32::from(at(1) & 0x3f) << 12)
            | (u32::from(at(2) & 0x3f) << 6)
            | u32::from(at(3) & 0x3f);
        if !(0x10000..=0x10ffff).contains(&cp) {
            return Err(pos + 4);
        }
        return Ok((cp, pos + 4));
    }
    Err(pos + 1)
}

#[cfg(test)]
mod tests {
    use super::next_utf8_char;

    #[test]
    fn malformed_utf8_skips_like_php() {
        assert_eq!(next_utf8_char("é".as_bytes(), 0), Ok((0xe9, 2)));
        // A truncated sequence stops before a byte that could start a new one.
        assert_eq!(next_utf8_char(b"\xe2\x82(", 0), Err(2));
        assert_eq!(next_utf8_char(b"\xe2(", 0), Err(1));
        // Surrogates and overlong forms swallow the whole sequence.
        assert_eq!(next_utf8_char(b"\xed\xa0\x80", 0), Err(3));
        assert_eq!(next_utf8_char(b"\xe0\x80\xaf", 0), Err(3));
    }
}
