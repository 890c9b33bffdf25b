//! ext/standard/exec.c: shell_exec() (also what the backtick operator calls), run through
//! `/bin/sh -c` as popen() does.

use crate::def;
use rphp_vm::builtins::{Builtin, arg_str};
use rphp_vm::exec::{Control, ThrowKind, Vm};
use rphp_vm::value::Value;
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Stdio};

pub(crate) const FUNCTIONS: &[Builtin] = &[def("shell_exec", shell_exec, 1, 1, &["command"])];

/// `shell_exec()`: the command's standard output; null when it printed nothing, false
/// (with php's warning) when the shell could not be started.
fn shell_exec(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let command = arg_str(vm, a, 0, "shell_exec", "command")?;
    if command.is_empty() {
        return Err(Control::Error(
            ThrowKind::ValueError,
            "shell_exec(): Argument #1 ($command) cannot be empty".into(),
        ));
    }
    if command.contains(&0) {
        return Err(Control::Error(
            ThrowKind::ValueError,
            "shell_exec(): Argument #1 ($command) must not contain any null bytes".into(),
        ));
    }
    let run = Command::new("/bin/sh")
        .arg("-c")
        .arg(std::ffi::OsStr::from_bytes(command.as_bytes()))
        .stdin(Stdio::inherit())
        .stderr(Stdio::inherit())
        .stdout(Stdio::piped())
        .output();
    match run {
        Ok(out) if out.stdout.is_empty() => Ok(Value::Null),
        Ok(out) => Ok(Value::str(out.stdout)),
        Err(_) => {
            vm.warn(format!(
                "shell_exec(): Unable to execute '{}'",
                command.to_string_lossy()
            ));
            Ok(Value::Bool(false))
        }
    }
}
