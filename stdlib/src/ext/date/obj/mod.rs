//! ext/date's classes, native (`rphp_vm::class_def`): DateTimeInterface, DateTime and
//! DateTimeImmutable (`datetime`), DateTimeZone (`zone`), DateInterval and the diff/add
//! arithmetic (`interval`), DatePeriod (`period`), the procedural aliases (`procedural`),
//! and the 8.3 exception classes (a prelude). A DateTime's native state is [`Dt`]: the
//! timestamp, microseconds and zone; the properties var_dump shows come from `props_for`.

mod datetime;
mod fromformat;
mod interval;
mod period;
mod procedural;
mod zone;

pub(crate) use procedural::FUNCTIONS;

use super::format::{self, Moment};
use super::tz::TzSpec;
use rphp_vm::builtins::Builtins;
use rphp_vm::class_def::{C_INTERFACE, ClassDef, ConstVal, M_ABSTRACT, Method, Prelude};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::{ObjectHandle, PhpStr, Value};

static EXCEPTIONS: Prelude = Prelude {
    file: "ext/date",
    classes: &[
        "DateError",
        "DateObjectError",
        "DateRangeError",
        "DateException",
        "DateInvalidTimeZoneException",
        "DateInvalidOperationException",
        "DateMalformedStringException",
        "DateMalformedIntervalStringException",
        "DateMalformedPeriodStringException",
    ],
    source: r#"<?php
class DateError extends Error {}
class DateObjectError extends DateError {}
class DateRangeError extends DateError {}
class DateException extends Exception {}
class DateInvalidTimeZoneException extends DateException {}
class DateInvalidOperationException extends DateException {}
class DateMalformedStringException extends DateException {}
class DateMalformedIntervalStringException extends DateException {}
class DateMalformedPeriodStringException extends DateException {}
"#,
};

const IFACE: &str = "DateTimeInterface";

fn abstract_stub(
    _vm: &mut Vm,
    _t: Option<&ObjectHandle>,
    _a: &mut [Value],
) -> Result<Value, Control> {
    Ok(Value::Null)
}

const fn abs(name: &'static str, min: u8, max: u8, params: &'static [&'static str]) -> Method {
    Method::new(IFACE, name, abstract_stub, min, max, params).flags(M_ABSTRACT)
}

/// The DATE_* formats, as DateTimeInterface's constants.
pub const FORMATS: &[(&str, ConstVal)] = &[
    ("ATOM", ConstVal::Str("Y-m-d\\TH:i:sP")),
    ("COOKIE", ConstVal::Str("l, d-M-Y H:i:s T")),
    ("ISO8601", ConstVal::Str("Y-m-d\\TH:i:sO")),
    ("ISO8601_EXPANDED", ConstVal::Str("X-m-d\\TH:i:sP")),
    ("RFC822", ConstVal::Str("D, d M y H:i:s O")),
    ("RFC850", ConstVal::Str("l, d-M-y H:i:s T")),
    ("RFC1036", ConstVal::Str("D, d M y H:i:s O")),
    ("RFC1123", ConstVal::Str("D, d M Y H:i:s O")),
    ("RFC7231", ConstVal::Str("D, d M Y H:i:s \\G\\M\\T")),
    ("RFC2822", ConstVal::Str("D, d M Y H:i:s O")),
    ("RFC3339", ConstVal::Str("Y-m-d\\TH:i:sP")),
    ("RFC3339_EXTENDED", ConstVal::Str("Y-m-d\\TH:i:s.vP")),
    ("RSS", ConstVal::Str("D, d M Y H:i:s O")),
    ("W3C", ConstVal::Str("Y-m-d\\TH:i:sP")),
];

static INTERFACE: ClassDef = ClassDef {
    name: IFACE,
    flags: C_INTERFACE,
    consts: FORMATS,
    methods: &[
        abs("format", 1, 1, &["format"]),
        abs("getTimezone", 0, 0, &[]),
        abs("getOffset", 0, 0, &[]),
        abs("getTimestamp", 0, 0, &[]),
        abs("getMicrosecond", 0, 0, &[]),
        abs("diff", 1, 2, &["targetObject", "absolute"]),
        abs("__wakeup", 0, 0, &[]),
        abs("__serialize", 0, 0, &[]),
        abs("__unserialize", 1, 1, &["data"]),
    ],
    ..ClassDef::EMPTY
};

/// Register the classes (linked on first use).
pub fn register_classes(b: &mut Builtins) {
    b.add_prelude(&EXCEPTIONS);
    b.add_class(&INTERFACE);
    b.add_class(&datetime::DATETIME);
    b.add_class(&datetime::IMMUTABLE);
    b.add_class(&zone::ZONE);
    b.add_class(&interval::INTERVAL);
    b.add_class(&period::PERIOD);
}

/// A DateTime's native state.
#[derive(Clone, Default)]
pub struct Dt {
    pub ts: i64,
    pub us: i64,
    pub tz: TzSpec,
}

impl Dt {
    pub fn moment(&self) -> Moment {
        Moment::with_spec(self.ts, self.us, &self.tz)
    }

    pub fn format(&self, fmt: &[u8]) -> Vec<u8> {
        format::format(fmt, &self.moment())
    }

    /// The wall clock fields.
    pub fn fields(&self) -> super::civil::Fields {
        let c = self.moment().civil;
        super::civil::Fields {
            y: c.y,
            m: c.m,
            d: c.d,
            h: c.h,
            i: c.i,
            s: c.s,
            us: self.us,
        }
    }

    /// Set the wall clock to `f` (normalised) in the object's zone.
    pub fn set_fields(&mut self, mut f: super::civil::Fields) {
        super::civil::normalize(&mut f);
        let local = super::civil::ts_from_civil(&super::civil::Civil {
            y: f.y,
            m: f.m,
            d: f.d,
            h: f.h,
            i: f.i,
            s: f.s,
        });
        self.ts = self.tz.local_to_ts(local, None);
        self.us = f.us;
    }
}

/// A throwable of one of the date exception classes.
pub fn throw(vm: &mut Vm, class: &str, msg: impl AsRef<str>) -> Control {
    Control::Throw(vm.create_throwable(class, msg.as_ref()))
}

/// The DateObjectError of an object whose constructor did not run.
pub fn uninit(vm: &mut Vm, o: &ObjectHandle, base: &str) -> Control {
    let name = o.class_name().to_string_lossy().to_string();
    let what = if name.eq_ignore_ascii_case(base) {
        name
    } else {
        format!("{name} (inheriting {base})")
    };
    throw(
        vm,
        "DateObjectError",
        format!(
            "Object of type {what} has not been correctly initialized by calling parent::__construct() in its constructor"
        ),
    )
}

/// The DateTime state of `o`, or the DateObjectError php throws.
pub fn dt_of(vm: &mut Vm, o: &ObjectHandle) -> Result<Dt, Control> {
    if let Some(d) = o.state::<Dt>() {
        return Ok(d.clone());
    }
    let base = if o.instance_of(b"DateTimeImmutable") {
        "DateTimeImmutable"
    } else {
        "DateTime"
    };
    Err(uninit(vm, o, base))
}

/// `$this` of a method (internal methods always get one when not static).
pub fn this_of(this: Option<&ObjectHandle>) -> Result<&ObjectHandle, Control> {
    this.ok_or_else(|| {
        Control::Error(
            ThrowKind::Error,
            "Non-static method called statically".into(),
        )
    })
}

pub fn str_value(b: impl AsRef<[u8]>) -> Value {
    Value::Str(PhpStr::new(b.as_ref()))
}

/// `Failed to parse time string (X) at position N (c): message` of a parse's first error.
pub fn parse_error(text: &[u8], errors: &[(usize, &'static str)]) -> String {
    let (pos, msg) = errors.first().copied().unwrap_or((0, "Empty string"));
    format!(
        "Failed to parse time string ({}) at position {pos} ({}): {msg}",
        rphp_vm::diag::msg_str(text),
        char_at(text, pos)
    )
}

/// The byte at an error's position as php's message shows it (`%c`: the byte itself,
/// a space past the end).
pub fn char_at(text: &[u8], pos: usize) -> std::borrow::Cow<'_, str> {
    match text.get(pos..=pos) {
        Some(b) => rphp_vm::diag::msg_str(b),
        None => " ".into(),
    }
}

/// The properties a subclass added, under php's mangled names (what `__serialize()`
/// gives them), without the class's own entries named in `own`.
pub fn custom_props(o: &ObjectHandle, own: &[&[u8]]) -> rphp_vm::value::PhpArray {
    let b = o.borrow();
    let all = rphp_vm::class::object_to_array(&b.class, &b.properties);
    let mut out = rphp_vm::value::PhpArray::new();
    for (k, v) in all.iter() {
        let named = matches!(&k, rphp_vm::value::ArrayKey::Str(s) if own.contains(&s.as_bytes()));
        if !named {
            out.insert(k, v.clone());
        }
    }
    out
}

/// php's restore_custom_*_properties: the entries of `__unserialize()`'s array beyond the
/// class's own (`own`) become properties, a mangled name going to its protected or
/// private property; references and integer keys are skipped.
pub fn restore_custom(o: &ObjectHandle, arr: &rphp_vm::value::PhpArray, own: &[&[u8]]) {
    let mut b = o.borrow_mut();
    for (k, v) in arr.iter() {
        let rphp_vm::value::ArrayKey::Str(name) = &k else {
            continue;
        };
        if matches!(v, Value::Ref(_)) || own.contains(&name.as_bytes()) {
            continue;
        }
        let key = match rphp_vm::class::unmangle(name.as_bytes()) {
            Some((b"*", prop)) => PhpStr::new(prop),
            Some((owner, _)) => {
                // a private property of a class the object is not (php finds no
                // property to update)
                let mut c = Some(b.class.clone());
                let mut found = false;
                while let Some(cur) = c {
                    if cur.name.as_bytes().eq_ignore_ascii_case(owner) {
                        found = true;
                        break;
                    }
                    c = cur.parent.clone();
                }
                if !found {
                    continue;
                }
                name.clone()
            }
            None => name.clone(),
        };
        b.properties
            .insert(rphp_vm::value::ArrayKey::Str(key), v.clone());
    }
}
