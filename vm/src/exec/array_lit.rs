//! The ops that build an array literal (`[...]`, `compact()`'s array) the full way: the
//! lane (`fast_ops::array_build`) takes the plain cases, this path the rest (a key to
//! normalise with its diagnostics, a reference, a value in a reference cell).

use super::{OpResult, Vm};
use crate::bytecode::Op;
use crate::value::{PhpArray, Value};

impl Vm {
    pub(super) fn array_literal_op(&mut self, op: Op, base: usize) -> OpResult {
        match op {
            Op::NewArray { hashed, dst, cap } => {
                let a = crate::value::ArrayData::with_capacity_for(cap as usize, hashed);
                self.set(base, dst, Value::Array(PhpArray::from_data(a)));
            }
            Op::AddElem { arr, val } => {
                let v = self.take(base, val);
                if let Some(Value::Array(a)) = &mut self.co.stack[base + arr as usize] {
                    a.make_mut().push(v)?;
                }
            }
            Op::AddElemKey { arr, key, val } => {
                let v = self.take(base, val);
                let k = self.read(base, key);
                let k = crate::value::array::normalize_key(&k, &mut self.diag)
                    .map_err(|e| self.illegal_offset(e, &k))?;
                if let Some(Value::Array(a)) = &mut self.co.stack[base + arr as usize] {
                    a.make_mut().insert(k, v);
                }
            }
            Op::AddElemLit {
                fresh,
                arr,
                lit,
                val,
            } => {
                let v = self.take(base, val);
                let lit = self
                    .co
                    .frames
                    .last()
                    .and_then(|f| f.func.lits.get(lit as usize));
                let Some(k) = lit.and_then(crate::value::ArrayKey::of_literal) else {
                    unreachable!("an AddElemLit key is an int or a string literal");
                };
                if let Some(Value::Array(a)) = &mut self.co.stack[base + arr as usize] {
                    if fresh {
                        a.make_mut().insert_unique(k, v);
                    } else {
                        a.make_mut().insert(k, v);
                    }
                }
            }
            Op::AddElemRef { arr, key, val } => {
                let v = self.co.stack[base + val as usize]
                    .take()
                    .unwrap_or(Value::Null);
                let k = if key == u32::MAX {
                    None
                } else {
                    let k = self.read(base, key);
                    Some(crate::value::array::normalize_key(&k, &mut self.diag)?)
                };
                if let Some(Value::Array(a)) = &mut self.co.stack[base + arr as usize] {
                    match k {
                        Some(k) => {
                            a.make_mut().insert(k, v);
                        }
                        None => {
                            a.make_mut().push(v)?;
                        }
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }
}
