//! mb_output_handler(): output buffering's converter from the internal encoding to the http
//! output encoding, active when php would send a Content-Type the
//! `mbstring.http_output_conv_mimetypes` pattern matches (or its default one).

use super::encoding::{self, decode};
use super::{encode_counted, state};
use crate::standard::head::ContentType;
use rphp_vm::builtins::{arg_int, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpStr, Value};

/// `PHP_OUTPUT_HANDLER_START` and `PHP_OUTPUT_HANDLER_FINAL`.
const START: i64 = 0x01;
const FINAL: i64 = 0x08;

/// The default of `mbstring.http_output_conv_mimetypes`.
const DEFAULT_MIMETYPES: &str = "^(text/|application/xhtml\\+xml)";

fn mimetype_matches(vm: &Vm, mime: &[u8]) -> bool {
    let pattern = match vm.ini.get("mbstring.http_output_conv_mimetypes") {
        Some(p) => p.to_owned(),
        None => DEFAULT_MIMETYPES.to_owned(),
    };
    pcre2::bytes::RegexBuilder::new()
        .caseless(true)
        .build(&pattern)
        .ok()
        .and_then(|re| re.is_match(mime).ok())
        .unwrap_or(false)
}

pub(crate) fn mb_output_handler(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    const F: &str = "mb_output_handler";
    let s = arg_str(vm, a, 0, F, "string")?;
    let status = arg_int(vm, a, 1, F, "status")?;
    let out = state(vm).http_output;
    if encoding::is_pass(out) {
        return Ok(Value::Str(s));
    }
    if status & START != 0 {
        let mime = vm.ext.get_or_default::<ContentType>().0.clone();
        let convert = match mime {
            None => true,
            Some(m) => mimetype_matches(vm, &m),
        };
        if convert {
            state(vm).outconv = true;
        }
    }
    if !state(vm).outconv {
        return Ok(Value::Str(s));
    }
    let internal = state(vm).internal;
    let converted = encode_counted(vm, out, &decode(internal.kind, &s));
    if status & FINAL != 0 {
        state(vm).outconv = false;
    }
    Ok(Value::Str(PhpStr::new(&converted)))
}
