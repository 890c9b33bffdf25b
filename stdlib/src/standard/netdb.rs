//! The services and protocols databases (`getservbyname`, `getservbyport`,
//! `getprotobyname`, `getprotobynumber`): php asks libc, whose files backend reads
//! `/etc/services` (`name port/protocol aliases... # comment`) and `/etc/protocols`
//! (`name number aliases... # comment`); rphp reads the same files. A missing file is an
//! empty database (every lookup is false).

use crate::def;
use rphp_vm::builtins::{Builtin, arg_int, arg_str};
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::Value;

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "getservbyname",
        getservbyname,
        2,
        2,
        &["service", "protocol"],
    ),
    def("getservbyport", getservbyport, 2, 2, &["port", "protocol"]),
    def("getprotobyname", getprotobyname, 1, 1, &["protocol"]),
    def("getprotobynumber", getprotobynumber, 1, 1, &["protocol"]),
];

/// The entries of a netdb file: for each line, its fields before any `#`.
fn entries(path: &str) -> Vec<Vec<Vec<u8>>> {
    let text = std::fs::read(path).unwrap_or_default();
    text.split(|&b| b == b'\n')
        .map(|line| {
            let line = line.split(|&b| b == b'#').next().unwrap_or(&[]);
            line.split(|b| b.is_ascii_whitespace())
                .filter(|f| !f.is_empty())
                .map(<[u8]>::to_vec)
                .collect::<Vec<_>>()
        })
        .filter(|fields| fields.len() >= 2)
        .collect()
}

/// A services line's port and protocol (`80/tcp`).
fn port_proto(field: &[u8]) -> Option<(u16, &[u8])> {
    let slash = field.iter().position(|&b| b == b'/')?;
    let port = std::str::from_utf8(&field[..slash]).ok()?.parse().ok()?;
    Some((port, &field[slash + 1..]))
}

fn getservbyname(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let service = arg_str(vm, a, 0, "getservbyname", "service")?;
    let protocol = arg_str(vm, a, 1, "getservbyname", "protocol")?;
    for e in entries("/etc/services") {
        let Some((port, proto)) = port_proto(&e[1]) else {
            continue;
        };
        let named = e[0] == service.as_bytes() || e[2..].iter().any(|x| x == service.as_bytes());
        if named && proto == protocol.as_bytes() {
            return Ok(Value::Int(i64::from(port)));
        }
    }
    Ok(Value::Bool(false))
}

fn getservbyport(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    // php passes the port through htons() as an unsigned short
    let port = arg_int(vm, a, 0, "getservbyport", "port")? as u16;
    let protocol = arg_str(vm, a, 1, "getservbyport", "protocol")?;
    for e in entries("/etc/services") {
        if port_proto(&e[1]) == Some((port, protocol.as_bytes())) {
            return Ok(Value::str(&e[0]));
        }
    }
    Ok(Value::Bool(false))
}

fn getprotobyname(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let name = arg_str(vm, a, 0, "getprotobyname", "protocol")?;
    for e in entries("/etc/protocols") {
        let named = e[0] == name.as_bytes() || e[2..].iter().any(|x| x == name.as_bytes());
        if let (true, Ok(Ok(n))) = (named, std::str::from_utf8(&e[1]).map(str::parse::<i64>)) {
            return Ok(Value::Int(n));
        }
    }
    Ok(Value::Bool(false))
}

fn getprotobynumber(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let number = arg_int(vm, a, 0, "getprotobynumber", "protocol")?;
    for e in entries("/etc/protocols") {
        if std::str::from_utf8(&e[1])
            .ok()
            .and_then(|s| s.parse::<i64>().ok())
            == Some(number)
        {
            return Ok(Value::str(&e[0]));
        }
    }
    Ok(Value::Bool(false))
}
