//! `foreach`: iteration state lives in two slots (the array or reference cell or
//! generator, and the position). By-value loops walk a copy-on-write snapshot; by-ref loops
//! walk the live array through its reference cell; generators are resumed in place.

use super::generator::{State, gen_state, with_gen};
use super::{OpResult, Vm};
use crate::value::{PhpRef, Value};

impl Vm {
    pub(super) fn fe_reset(&mut self, base: usize, iter: u32, src: u32, by_ref: bool) -> OpResult {
        let pos_slot = base + iter as usize + 1;
        if by_ref {
            let r = match &self.co.stack[base + src as usize] {
                Some(Value::Ref(r)) => r.clone(),
                _ => self.make_ref(base, src),
            };
            let v = r.get();
            match v {
                Value::Array(_) => {
                    self.set(base, iter, Value::Ref(r));
                    self.co.stack[pos_slot] = Some(Value::Int(0));
                }
                Value::Object(_) => return self.fe_reset_value(base, iter, v),
                other => {
                    self.warn(format!(
                        "foreach() argument must be of type array|object, {} given",
                        other.type_name()
                    ));
                    self.co.stack[base + iter as usize] = None;
                }
            }
            return Ok(());
        }
        let v = self.read(base, src);
        self.fe_reset_value(base, iter, v)
    }

    fn fe_reset_value(&mut self, base: usize, iter: u32, v: Value) -> OpResult {
        let pos_slot = base + iter as usize + 1;
        match v {
            Value::Array(_) => self.set(base, iter, v),
            Value::Object(o) => {
                if o.class_name().as_bytes() == b"Generator" {
                    if gen_state(&o) != Some(State::Created) && with_gen(&o, |_| ()).is_some() {
                        // php: a generator already past its first yield cannot be rewound
                        let started = with_gen(&o, |g| g.state == State::Done).unwrap_or(false);
                        if started {
                            self.co.stack[base + iter as usize] = Some(Value::Object(o));
                            self.co.stack[pos_slot] = Some(Value::Int(0));
                            return Ok(());
                        }
                    }
                    self.set(base, iter, Value::Object(o));
                } else {
                    let props = o.borrow().properties.clone();
                    self.set(base, iter, Value::Array(props));
                }
            }
            other => {
                self.warn(format!(
                    "foreach() argument must be of type array|object, {} given",
                    other.type_name()
                ));
                self.co.stack[base + iter as usize] = None;
            }
        }
        self.co.stack[pos_slot] = Some(Value::Int(0));
        Ok(())
    }

    pub(super) fn fe_fetch(&mut self, base: usize, iter: u32, val: u32, end: u32) -> OpResult {
        let pos_slot = base + iter as usize + 1;
        let pos = match &self.co.stack[pos_slot] {
            Some(Value::Int(p)) => *p as u32,
            _ => 0,
        };
        let it = self.co.stack[base + iter as usize].clone();
        match it {
            None => self.jump(end),
            Some(Value::Array(a)) => match a.next_pos(pos) {
                None => self.jump(end),
                Some(p) => {
                    let v = a.value_at(p).map(Value::deref_value).unwrap_or(Value::Null);
                    self.co.stack[pos_slot] = Some(Value::Int(i64::from(p) + 1));
                    self.assign_var(base, val, v);
                }
            },
            Some(Value::Ref(cell)) => {
                let found = {
                    let mut inner = cell.borrow_mut();
                    match &mut *inner {
                        Value::Array(a) => match a.next_pos(pos) {
                            None => None,
                            Some(p) => {
                                let data = a.make_mut();
                                let r = match data.value_at_mut(p) {
                                    Some(Value::Ref(r)) => r.clone(),
                                    Some(slot) => {
                                        let r = PhpRef::new(std::mem::take(slot));
                                        *slot = Value::Ref(r.clone());
                                        r
                                    }
                                    None => PhpRef::new(Value::Null),
                                };
                                Some((p, r))
                            }
                        },
                        _ => None,
                    }
                };
                match found {
                    None => self.jump(end),
                    Some((p, r)) => {
                        self.co.stack[pos_slot] = Some(Value::Int(i64::from(p) + 1));
                        self.set(base, val, Value::Ref(r));
                    }
                }
            }
            Some(Value::Object(g)) => {
                match gen_state(&g) {
                    Some(State::Created) => {
                        self.co.stack[pos_slot] = Some(Value::Int(0));
                        return self.resume_generator(
                            &g,
                            None,
                            super::generator::GenThen::ReExec,
                            None,
                        );
                    }
                    Some(State::Done) | None => {
                        self.jump(end);
                        return Ok(());
                    }
                    _ => {}
                }
                if pos == 1 {
                    self.co.stack[pos_slot] = Some(Value::Int(0));
                    return self.resume_generator(
                        &g,
                        Some(Value::Null),
                        super::generator::GenThen::ReExec,
                        None,
                    );
                }
                let v = with_gen(&g, |d| d.value.clone()).unwrap_or_default();
                self.co.stack[pos_slot] = Some(Value::Int(1));
                self.assign_var(base, val, v);
            }
            Some(_) => self.jump(end),
        }
        Ok(())
    }

    pub(super) fn fe_key(&mut self, base: usize, iter: u32, key: u32) {
        let pos = match &self.co.stack[base + iter as usize + 1] {
            Some(Value::Int(p)) => (*p as u32).saturating_sub(1),
            _ => 0,
        };
        let k = match &self.co.stack[base + iter as usize] {
            Some(Value::Array(a)) => a.key_at(pos).map(|k| k.to_value()),
            Some(Value::Ref(cell)) => match &*cell.borrow() {
                Value::Array(a) => a.key_at(pos).map(|k| k.to_value()),
                _ => None,
            },
            Some(Value::Object(g)) => with_gen(g, |d| d.key.clone()),
            _ => None,
        };
        self.assign_var(base, key, k.unwrap_or(Value::Null));
    }
}
