//! The cycle collector (php's Zend/zend_gc.c), by trial deletion.
//!
//! Values are reference counted (`Rc`), so a cycle (`$a->self = $a`, `$a[] = &$a`) never
//! reaches a count of zero. A run starts from candidates, walks the graph of objects, arrays
//! and reference cells reachable from them (explicit stacks, never Rust recursion), counts
//! for each node the references that come from inside the graph, and calls a node whose
//! strong count is higher *externally referenced*. What is reachable from an externally
//! referenced node (or from a node whose native state cannot be walked: fibers, SPL state)
//! is alive; the rest is garbage. The count a run returns is php's: objects and arrays
//! freed, not reference cells, not property tables, not a prelude class's hidden state.
//!
//! Candidates (php's possible roots, buffered weakly in `GcRoots`, once each):
//! - objects: a handle dropped while others remain makes the object a possible root (php's
//!   `OBJ_RELEASE`; `ObjectHandle`'s `Drop`, one load and compare on the hot path, and
//!   `ObjBox`'s state byte as php's "already buffered" flag), in php's buffer slot by slot
//!   (`gc_buf`: freed slots reused last-freed-first, a root leaving when its object is
//!   freed, compaction when php compacts), as does a reference cell
//!   holding it losing a holder. A dropped copy whose source still holds the object (a
//!   builtin's arguments after the call, a walker's element copy) is released with
//!   `ObjectHandle::release` instead, php's `zval_ptr_dtor_nogc`: an object made and stored
//!   once (`json_decode`, `new` into an array) is never a candidate, and a walk over a
//!   large graph does not seed a run that traverses all of it. Arrays are not possible
//!   roots here (they have no drop hook): a cycle whose last outside holder was a copy of
//!   an array inside it, dropped after a run had found the cycle alive, is found once one
//!   of its objects or cells loses a holder again;
//! - reference cells, php's way: a cell holding a (non-empty) array that loses a holder but
//!   not its last becomes a possible root (php's `gc_check_possible_root` on a reference).
//!   Arrays are copied on write, so a cycle without objects always goes through a cell; a
//!   cell no holder dropped cannot have become garbage, and a cell no array holds is in no
//!   cycle. So a cell stored into an array (`$a[..] = &$x`, unserialize's `R:`) is attached
//!   to the VM's collector (`PhpRef::attach_gc`, a weak pointer to `ObjShared` in the cell;
//!   no global state); `PhpRef`'s `Drop` checks the counts (two loads and compares on the
//!   hot path, the rest in a cold never-unwinding function) and buffers an attached cell
//!   weakly in `GcRoots`. The buffer holds one weak handle per cell, and nothing else makes
//!   weak handles to cells, so the weak count is php's "already buffered" flag;
//! - cells a run found alive inside its graph (`watch`, two weak handles each, so they still
//!   read as not buffered): the last outside holder of such a cycle may be a copy of the
//!   array (`$b = $a; unset($a); ... unset($b)`), whose drop nothing observes, so the next
//!   run looks at them again.
//!
//! A run walks the buffered objects in slot order once the buffer is compacted, as php's
//! roots are: the roots found alive leave it (php's black roots), objects whose destructor
//! is due stay (in slot order, the order their destructors are called in), and the garbage
//! is freed in php's order (`free_order`: the loop over the slots, each freed object
//! releasing first what only it still held), which is the order its handles are recycled
//! in. The cells are drained. While a run takes its graph apart, dropped cells are not
//! buffered (php's `gc_protected`).
//!
//! As php does, garbage objects with a destructor not yet called (and everything reachable
//! from them) are kept out of the run: their destructors are called, then the collector runs
//! once more, so an object resurrected by its destructor survives. An object a destructor
//! frees has its own destructor called before the collector goes on, and is not counted.
//! What is garbage is freed by taking its properties, native state and reference contents
//! out, which breaks the cycles; Rust's drops free the memory.
//!
//! php runs the collector by itself when its buffer of possible roots reaches a threshold
//! (10,001, adapted after each run). rphp counts the buffered objects and cells: when they
//! reach the threshold, the executor runs the collector before its next op (or
//! `gc_collect_cycles()` first, if it comes before); that run takes the first
//! `threshold - 1` of them, objects first, as php's full buffer held, the rest wait.
//! Destructors it finds are queued (`in_dtors`: no automatic run starts meanwhile, as php's
//! collector is active while it calls them); once all have returned it runs once more,
//! queues what that finds, and adjusts the threshold once everything is over.
//! `gc_status()['roots']` is that same number.

use super::call::ClosureData;
use super::gc_buf::RootBuf;
use super::{Continuation, Control, Vm};
use crate::class::ObjShared;
use crate::value::object::ObjBox;
use crate::value::reference::WeakRef;
use crate::value::{ObjectHandle, PhpArray, PhpRef, Value};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

/// Addresses hash with foldhash (std's SipHash was a tenth of a run).
type AddrMap<V> = HashMap<usize, V, foldhash::fast::FixedState>;
use std::rc::Weak;

/// A reference cell holding an array lost a holder but not its last: buffered as a possible
/// root (see `PhpRef`'s `Drop`).
pub(crate) fn possible_root(shared: &ObjShared, cell: WeakRef) {
    shared.gc.buffer_ref(cell);
}

/// A builtin's arguments after its call: they are the caller's copies, so an object among
/// them does not become a possible root when they go (php frees a call's arguments with
/// `zval_ptr_dtor_nogc`); a call to resume keeps them. A method's `$this` is the caller's
/// too: released after a call that returned. Passes the call's result on.
#[inline]
pub(crate) fn release_args(
    r: Result<Value, Control>,
    args: &mut [Value],
    this: &mut Option<ObjectHandle>,
) -> Result<Value, Control> {
    if r.is_ok() {
        if let Some(o) = this.take() {
            o.release();
        }
    }
    if matches!(r, Ok(_) | Err(Control::Throw(_))) {
        for a in args.iter_mut().filter(|a| matches!(a, Value::Object(_))) {
            std::mem::take(a).release();
        }
    }
    r
}

const THRESHOLD_DEFAULT: u32 = 10_001;
const THRESHOLD_STEP: u32 = 10_000;
const THRESHOLD_MAX: u32 = 1_000_000_000;
const THRESHOLD_TRIGGER: usize = 100;

/// The collector's per-VM state, reachable from every object (see `ObjShared`).
#[derive(Debug)]
pub struct GcRoots {
    /// Objects that lost a holder but not their last, weakly, once each (`ObjBox`'s state):
    /// php's buffer of possible roots, slot by slot (`gc_buf`), the seeds of a run.
    objs: RefCell<RootBuf>,
    /// Reference cells holding arrays that lost a holder, weakly, in that order (php's
    /// buffer of possible roots, for the cycles objects are not part of).
    refs: RefCell<Vec<WeakRef>>,
    /// Cells a run found alive inside the graph and holding an array (two weak handles
    /// each, so they still count as not buffered): the last holder from outside may be an
    /// array copy, whose drop nothing watches, so every run looks at them again.
    watch: RefCell<Vec<(WeakRef, WeakRef)>>,
    /// A run is taking its graph apart: the cells it drops are not possible roots (php's
    /// `gc_protected`).
    protected: Cell<bool>,
    /// Possible roots buffered since the last check of the threshold.
    fresh: Cell<u32>,
    /// The executor should check the threshold (or rerun after destructors) before its next op.
    pub(crate) due: Cell<bool>,
    /// An automatic run called destructors: run once more when they are done.
    rerun: Cell<bool>,
    /// What that automatic run freed: php adjusts the threshold once, after its rerun.
    carried: Cell<usize>,
    /// An automatic run's destructors (and those of the run after them) are being called:
    /// php's collector is active meanwhile.
    in_dtors: Cell<bool>,
    /// The roots that automatic run left for later (php adds them once it is over).
    waiting: Cell<usize>,
    /// The buffer slot of the object being freed, from its allocation's drop to its data's
    /// (`ObjBox`, `ObjectData`): the data has no room for it (a wider object would take a
    /// larger allocation).
    handed_slot: Cell<u32>,
    /// A run (or its destructors) is in progress: a nested `gc_collect_cycles()` returns 0.
    active: Cell<bool>,
    runs: Cell<u64>,
    collected: Cell<u64>,
    threshold: Cell<u32>,
}

impl Default for GcRoots {
    fn default() -> Self {
        GcRoots {
            objs: RefCell::default(),
            refs: RefCell::default(),
            watch: RefCell::default(),
            protected: Cell::new(false),
            fresh: Cell::new(0),
            due: Cell::new(false),
            rerun: Cell::new(false),
            carried: Cell::new(0),
            in_dtors: Cell::new(false),
            waiting: Cell::new(0),
            handed_slot: Cell::new(0),
            active: Cell::new(false),
            runs: Cell::new(0),
            collected: Cell::new(0),
            threshold: Cell::new(THRESHOLD_DEFAULT),
        }
    }
}

impl GcRoots {
    /// An object lost a holder but not its last (and is not buffered yet): it becomes a
    /// possible root; its slot. None when it was not buffered (a run is taking its graph
    /// apart).
    pub(crate) fn buffer_obj(&self, o: Weak<ObjBox>) -> Option<u32> {
        if self.protected.get() {
            return None;
        }
        let Ok(mut objs) = self.objs.try_borrow_mut() else {
            return None;
        };
        let slot = objs.add(o);
        drop(objs);
        self.count_root();
        Some(slot)
    }

    /// An object's allocation is dropped: its slot goes to its data's drop, next.
    pub(crate) fn hand_slot(&self, slot: u32) {
        self.handed_slot.set(slot);
    }

    /// The slot `hand_slot` gave (0: none).
    pub(crate) fn take_handed_slot(&self) -> u32 {
        self.handed_slot.replace(0)
    }

    /// A buffered object is freed: its slot is free again (php's `GC_REMOVE_FROM_BUFFER`),
    /// and it no longer counts toward the threshold.
    pub(crate) fn remove_slot(&self, slot: u32) {
        if let Ok(mut objs) = self.objs.try_borrow_mut() {
            if objs.unlink(slot) {
                self.fresh.set(self.fresh.get().saturating_sub(1));
            }
        }
    }

    /// A buffered object was revived for its destructor: it keeps its slot.
    pub(crate) fn rebind_slot(&self, slot: u32, o: Weak<ObjBox>) {
        if let Ok(mut objs) = self.objs.try_borrow_mut() {
            objs.rebind(slot, o);
        }
    }

    /// One more possible root buffered: the collector is due at the threshold.
    fn count_root(&self) {
        let n = self.fresh.get().saturating_add(1);
        self.fresh.set(n);
        if n >= self.threshold.get() {
            self.due.set(true);
        }
    }

    /// How many objects are buffered.
    fn prune_objs(&self) -> usize {
        self.objs.try_borrow().map_or(0, |o| o.len())
    }

    /// A reference cell became a possible root.
    fn buffer_ref(&self, cell: WeakRef) {
        if self.protected.get() {
            return;
        }
        if let Ok(mut refs) = self.refs.try_borrow_mut() {
            refs.push(cell);
        }
        self.count_root();
    }

    /// Drops the buffered cells that are gone; how many are left.
    fn prune_refs(&self) -> usize {
        let mut refs = self.refs.borrow_mut();
        refs.retain(WeakRef::is_alive);
        refs.len()
    }

    /// Takes the first `limit` buffered cells still alive (all without a limit).
    fn take_refs(&self, limit: Option<usize>) -> Vec<PhpRef> {
        let mut refs = self.refs.borrow_mut();
        refs.retain(WeakRef::is_alive);
        let n = limit.map_or(refs.len(), |l| l.min(refs.len()));
        let taken: Vec<PhpRef> = refs.drain(..n).filter_map(|w| w.upgrade()).collect();
        taken
    }

    /// The watched cells still alive (the list is emptied: a run watches them again).
    fn take_watch(&self) -> Vec<PhpRef> {
        let mut watch = self.watch.borrow_mut();
        let taken: Vec<PhpRef> = watch.drain(..).filter_map(|(w, _)| w.upgrade()).collect();
        taken
    }

    /// After a run: the count toward the threshold starts from what is left buffered.
    fn reset(&self) {
        let left = self.refs.try_borrow().map_or(0, |r| r.len()) + self.prune_objs();
        self.fresh.set(u32::try_from(left).unwrap_or(u32::MAX));
    }

    /// php's gc_adjust_threshold, after an automatic run that freed `count`: a run that
    /// freed little, or left the buffer as full, raises it.
    fn adjust_threshold(&self, count: usize) {
        let t = self.threshold.get();
        let left = self.prune_objs() + self.refs.try_borrow().map_or(0, |r| r.len());
        if count < THRESHOLD_TRIGGER || left >= t as usize {
            if t < THRESHOLD_MAX {
                self.threshold
                    .set(t.saturating_add(THRESHOLD_STEP).min(THRESHOLD_MAX));
            }
        } else if t > THRESHOLD_DEFAULT {
            self.threshold.set(t - THRESHOLD_STEP);
        }
    }
}

/// What `gc_status()` shows.
pub struct GcStatus {
    pub running: bool,
    pub runs: u64,
    pub collected: u64,
    pub threshold: u32,
    pub roots: usize,
}

/// A node of the graph a run walks.
enum Node {
    Obj(ObjectHandle),
    Arr(PhpArray),
    Ref(PhpRef),
}

impl Node {
    fn of(v: Value) -> Option<Node> {
        match v {
            Value::Object(o) => Some(Node::Obj(o)),
            Value::Array(a) if !a.is_empty() => Some(Node::Arr(a)),
            Value::Ref(r) => Some(Node::Ref(r)),
            _ => None,
        }
    }

    fn addr(&self) -> usize {
        match self {
            Node::Obj(o) => o.addr(),
            Node::Arr(a) => a.addr(),
            Node::Ref(r) => r.addr(),
        }
    }

    fn strong(&self) -> usize {
        match self {
            Node::Obj(o) => o.ref_count(),
            Node::Arr(a) => a.ref_count(),
            Node::Ref(r) => r.ref_count(),
        }
    }

    /// Pushes the containers the node holds onto `out` (the flag marks what is not counted:
    /// an object's property table, hidden state); false when its native state cannot be
    /// walked.
    fn children(&self, out: &mut Vec<(Value, bool)>) -> bool {
        let push = |out: &mut Vec<(Value, bool)>, v: &Value| {
            if matches!(v, Value::Array(_) | Value::Object(_) | Value::Ref(_)) {
                out.push((v.clone(), false));
            }
        };
        match self {
            Node::Obj(o) => {
                let Some(d) = o.try_borrow() else {
                    return false;
                };
                if !d.properties.is_empty() {
                    out.push((Value::Array(d.properties.clone()), true));
                }
                match d.internal.get() {
                    None => true,
                    Some(state) => match state.downcast_ref::<ClosureData>() {
                        Some(ClosureData::User {
                            bound,
                            ctx,
                            statics,
                            ..
                        }) => {
                            for (_, v) in bound {
                                push(out, v);
                            }
                            for r in statics.cells() {
                                out.push((Value::Ref(r.clone()), false));
                            }
                            if let Some(this) = &ctx.this {
                                out.push((Value::Object(this.clone()), false));
                            }
                            true
                        }
                        Some(ClosureData::Method { this, .. }) => {
                            if let Some(this) = this {
                                out.push((Value::Object(this.clone()), false));
                            }
                            true
                        }
                        Some(ClosureData::Builtin(_) | ClosureData::Enum { .. }) => true,
                        // a prelude class's hidden state (ArrayObject's flags, ...): walked,
                        // not counted, as php's internal state is not a value of its own
                        None if state.is::<super::internal::HiddenState>() => {
                            if let Some(h) = state.downcast_ref::<super::internal::HiddenState>() {
                                out.push((Value::Object(h.0.clone()), true));
                            }
                            true
                        }
                        _ => super::fiber::gc_children(&d.internal, d.destructed, out)
                            .or_else(|| super::gen_gc::gc_children(&d.internal, d.destructed, out))
                            .unwrap_or(false),
                    },
                }
            }
            Node::Arr(a) => {
                for v in a.values() {
                    push(out, v);
                }
                true
            }
            Node::Ref(r) => match r.try_borrow() {
                Some(v) => {
                    push(out, &v);
                    true
                }
                None => false,
            },
        }
    }
}

/// The graph reachable from the candidates, with the references counted from inside it.
#[derive(Default)]
struct Graph {
    nodes: Vec<Node>,
    index: AddrMap<u32>,
    internal: Vec<u32>,
    opaque: Vec<bool>,
    /// Counted in the number a run returns (objects and arrays, not property tables).
    counted: Vec<bool>,
    edge_start: Vec<u32>,
    edges: Vec<u32>,
}

impl Graph {
    fn add(&mut self, n: Node, counted: bool) -> u32 {
        let addr = n.addr();
        if let Some(&i) = self.index.get(&addr) {
            return i;
        }
        let i = self.nodes.len() as u32;
        self.index.insert(addr, i);
        self.nodes.push(n);
        self.internal.push(0);
        self.opaque.push(false);
        self.counted.push(counted);
        i
    }

    fn build(seeds: Vec<ObjectHandle>, cells: Vec<PhpRef>) -> Graph {
        let mut g = Graph::default();
        g.index.reserve(4 * (seeds.len() + cells.len()));
        for o in seeds {
            g.add(Node::Obj(o), true);
        }
        for r in cells {
            g.add(Node::Ref(r), false);
        }
        let mut kids = Vec::new();
        let mut i = 0;
        while i < g.nodes.len() {
            g.edge_start.push(g.edges.len() as u32);
            if !g.nodes[i].children(&mut kids) {
                g.opaque[i] = true;
            }
            for (v, props) in kids.drain(..) {
                let Some(n) = Node::of(v) else { continue };
                let counted = !props && !matches!(n, Node::Ref(_));
                let c = g.add(n, counted);
                if props {
                    g.counted[c as usize] = false;
                }
                g.internal[c as usize] += 1;
                g.edges.push(c);
            }
            i += 1;
        }
        g.edge_start.push(g.edges.len() as u32);
        g
    }

    fn edges_of(&self, i: usize) -> &[u32] {
        let (s, e) = (self.edge_start[i] as usize, self.edge_start[i + 1] as usize);
        self.edges.get(s..e).unwrap_or(&[])
    }

    /// Marks what `starts` reach (skipping nodes already marked).
    fn mark_from(&self, starts: Vec<u32>, marked: &mut [bool]) {
        let mut stack = starts;
        while let Some(i) = stack.pop() {
            for &c in self.edges_of(i as usize) {
                if !marked[c as usize] {
                    marked[c as usize] = true;
                    stack.push(c);
                }
            }
        }
    }
}

/// Whether php calls a destructor on the object before freeing it.
fn needs_destructor(o: &ObjectHandle) -> bool {
    o.try_borrow().is_some_and(|d| {
        !d.destructed
            && (d.class.magic.destruct.is_some()
                || super::fiber::gc_needs_unwind(&d.internal)
                || d.class.lname.as_ref() == b"generator")
    })
}

/// One run: frees the garbage no destructor stands before; returns the number freed and
/// the objects whose destructors must be called first.
///
/// `held` are the objects whose destructors the previous run called: php keeps them in its
/// buffer, so one that nothing else holds any more is freed (and counted) by this run. Each
/// comes with the count of other references known not to be external (the `$this` of the
/// destructor frame that is returning).
// the graph's per-node vectors are walked in step, by index
#[allow(clippy::needless_range_loop)]
fn run_once(
    roots: &GcRoots,
    held: Vec<(ObjectHandle, usize)>,
    limit: Option<usize>,
) -> (usize, Vec<ObjectHandle>) {
    roots.protected.set(true);
    // a run starts from php's possible roots, the buffered objects in the order of their
    // slots once the buffer is compacted, then the cells (an automatic run takes `limit` of
    // them, as php's full buffer held)
    let mut seeds: Vec<ObjectHandle> = match roots.objs.try_borrow_mut() {
        Ok(mut b) => {
            b.compact();
            b.roots(limit)
        }
        Err(_) => Vec::new(),
    };
    let nseeds = seeds.len();
    let cells = roots.take_refs(limit.map(|l| l.saturating_sub(seeds.len())));
    let watched = roots.take_watch();
    // php counts a run when its buffer holds possible roots: here, buffered objects and
    // cells, destructed objects, or garbage found
    let fresh = !seeds.is_empty() || !held.is_empty() || !cells.is_empty();
    let held_addrs: AddrMap<usize> = held.iter().map(|(o, n)| (o.addr(), 1 + n)).collect();
    seeds.extend(held.iter().map(|(o, _)| o.clone()));
    let mut cells = cells;
    cells.extend(watched);
    let mut g = Graph::build(seeds, cells);
    let n = g.nodes.len();
    let mut marked = vec![false; n];
    let mut starts = Vec::new();
    for i in 0..n {
        // the graph holds one handle of each node (and `held` one of those objects)
        let own = 1 + if held_addrs.is_empty() {
            0
        } else {
            held_addrs.get(&g.nodes[i].addr()).copied().unwrap_or(0)
        };
        if g.opaque[i] || g.nodes[i].strong() > g.internal[i] as usize + own {
            marked[i] = true;
            starts.push(i as u32);
        }
    }
    g.mark_from(starts, &mut marked);
    let alive = marked.clone();
    // garbage objects with a destructor to call, and what they reach, wait for it
    let mut dtor = vec![false; n];
    let mut starts = Vec::new();
    for i in 0..n {
        if let (false, Node::Obj(o)) = (marked[i], &g.nodes[i]) {
            if needs_destructor(o) {
                dtor[i] = true;
                marked[i] = true;
                starts.push(i as u32);
            }
        }
    }
    g.mark_from(starts, &mut marked);
    let (dtors, garbage_roots) = settle_buffer(roots, &g, nseeds, &alive, &marked, &dtor);
    let mut count = 0;
    let mut work = Vec::new();
    {
        let mut watch = roots.watch.borrow_mut();
        for i in 0..n {
            if let (true, Node::Ref(r)) = (marked[i] && g.internal[i] > 0, &g.nodes[i]) {
                let holds_array = r
                    .try_borrow()
                    .is_some_and(|v| matches!(&*v, Value::Array(a) if !a.is_empty()));
                if holds_array {
                    let w = r.downgrade();
                    let twin = w.twin();
                    watch.push((w, twin));
                }
            }
        }
    }
    for i in 0..n {
        if marked[i] {
            continue;
        }
        if g.counted[i] {
            count += 1;
        }
        match &g.nodes[i] {
            Node::Obj(o) => {
                if let Ok(mut d) = o.try_borrow_mut() {
                    d.destructed = true;
                    work.push(Value::Array(std::mem::take(&mut d.properties)));
                    if let Some(mut state) = d.take_internal() {
                        if let Some(ClosureData::User {
                            bound,
                            ctx,
                            statics,
                            ..
                        }) = state.downcast_mut::<ClosureData>()
                        {
                            work.extend(std::mem::take(bound).into_iter().map(|(_, v)| v));
                            work.extend(statics.take().into_iter().map(Value::Ref));
                            if let Some(this) = ctx.this.take() {
                                work.push(Value::Object(this));
                            }
                        }
                        super::fiber::gc_free(&mut *state, &mut work);
                        super::gen_gc::gc_free(&mut *state, &mut work);
                        d.set_internal(state);
                    }
                }
            }
            Node::Ref(r) => {
                if let Some(mut v) = r.try_borrow_mut() {
                    work.push(std::mem::take(&mut *v));
                }
            }
            Node::Arr(_) => {}
        }
    }
    // the cycles are broken: what is left of the garbage goes when the graph goes, the
    // objects in the order php frees them (their handles are recycled in that order)
    drop(work);
    drop(held);
    let order = free_order(&mut g, &mut marked, garbage_roots);
    // the graph's containers go first: what they hold is then held by the graph alone, so
    // each garbage object goes (and its handle is recycled) as its node does, in that order
    let mut nodes: Vec<Option<Node>> = std::mem::take(&mut g.nodes).into_iter().map(Some).collect();
    for node in nodes.iter_mut() {
        if !matches!(node, Some(Node::Obj(_))) {
            drop(node.take());
        }
    }
    for i in order {
        if let Some(node) = nodes.get_mut(i as usize) {
            drop(node.take());
        }
    }
    drop(nodes);
    drop(g);
    if dtors.is_empty() {
        // php compacts its buffer as a run ends (with destructors called, the run that
        // follows them does)
        if let Ok(mut b) = roots.objs.try_borrow_mut() {
            b.compact();
        }
    }
    roots.protected.set(false);
    if fresh || count > 0 {
        roots.runs.set(roots.runs.get() + 1);
    }
    roots.collected.set(roots.collected.get() + count as u64);
    roots.reset();
    (count, dtors)
}

/// php's root buffer after a run's analysis (zend_gc.c's `gc_collect_roots` and what
/// follows): the roots found alive leave and the buffer is compacted; the garbage found
/// beyond the roots takes slots after them; objects whose destructor is to be called stay
/// (they are roots of the run that follows), what they hold leaves, and the rest of the
/// garbage keeps its slot until the run ends. Returns the objects whose destructors are due,
/// in slot order (the order php calls them in), and the nodes of the garbage roots, in slot
/// order too (the order php frees them in).
// the graph's per-node vectors are walked in step, by index
#[allow(clippy::needless_range_loop)]
fn settle_buffer(
    roots: &GcRoots,
    g: &Graph,
    nseeds: usize,
    alive: &[bool],
    marked: &[bool],
    dtor: &[bool],
) -> (Vec<ObjectHandle>, Vec<usize>) {
    let obj = |i: usize| match g.nodes.get(i) {
        Some(Node::Obj(o)) => Some(o),
        _ => None,
    };
    let n = g.nodes.len();
    let Ok(mut buf) = roots.objs.try_borrow_mut() else {
        let dtors = (0..n)
            .filter(|&i| dtor[i])
            .filter_map(obj)
            .cloned()
            .collect();
        return (dtors, Vec::new());
    };
    // a buffered object the run reached beyond its roots (an automatic run's limit: the
    // root php adds once the run is over) is a root as well, and stays one when alive
    let rooted = |i: usize, o: &ObjectHandle| i < nseeds || o.gc_slot() != 0;
    for i in 0..nseeds.min(n) {
        if let Some(o) = obj(i).filter(|_| alive[i]) {
            buf.unlink(o.gc_slot());
            o.unbuffer();
        }
    }
    buf.compact();
    for i in 0..n {
        let Some(o) = obj(i).filter(|o| !alive[i] && !rooted(i, o)) else {
            continue;
        };
        let slot = buf.add_garbage();
        if dtor[i] {
            buf.rebind_garbage(slot, o.weak());
            o.rebuffer(slot);
        } else if marked[i] {
            // held by a destructor's object: php takes it out of the buffer
            buf.unlink(slot);
        }
    }
    let mut by_slot: Vec<(u32, u32)> = (0..n)
        .filter_map(|i| {
            obj(i)
                .filter(|_| !alive[i])
                .map(|o| (o.gc_slot(), i as u32))
        })
        .filter(|&(slot, _)| slot != 0)
        .collect();
    by_slot.sort_unstable();
    let mut dtors = Vec::new();
    let mut garbage = Vec::new();
    for &(slot, i) in &by_slot {
        let i = i as usize;
        let Some(o) = obj(i) else { continue };
        if dtor[i] {
            dtors.push(o.clone());
        } else if marked[i] {
            buf.unlink(slot);
            o.unbuffer();
        } else {
            buf.mark_garbage(slot);
            o.unbuffer();
            garbage.push(i);
        }
    }
    (dtors, garbage)
}

/// The order php frees a run's garbage objects in (and so recycles their handles): its
/// loop frees the garbage in slot order (`roots` first, then what the run found beyond
/// them), and freeing one releases what it holds, so an object held only by garbage already
/// freed is freed right then, what it holds first, and leaves the loop's list
/// (`zend_objects_store_del` from the properties' release). `marked` flags what is not
/// garbage; it ends up all set. Takes the graph's counts of internal references (those of
/// a garbage node all come from the garbage).
fn free_order(g: &mut Graph, marked: &mut [bool], roots: Vec<usize>) -> Vec<u32> {
    let n = g.nodes.len().min(marked.len());
    let mut rc = std::mem::take(&mut g.internal);
    let mut out = Vec::new();
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut next_rest = 0;
    let mut roots = roots.into_iter();
    loop {
        let x = match roots.next() {
            Some(x) => x,
            None => {
                while next_rest < n && marked[next_rest] {
                    next_rest += 1;
                }
                if next_rest == n {
                    break;
                }
                next_rest
            }
        };
        if marked.get(x).is_none_or(|&m| m) {
            continue;
        }
        marked[x] = true;
        stack.push((x, 0));
        while let Some((i, k)) = stack.pop() {
            match g.edges_of(i).get(k) {
                Some(&c) => {
                    stack.push((i, k + 1));
                    let c = c as usize;
                    if marked.get(c).is_some_and(|&m| !m) {
                        let r = rc.get_mut(c).map_or(0, |r| {
                            *r = r.saturating_sub(1);
                            *r
                        });
                        if r == 0 {
                            marked[c] = true;
                            stack.push((c, 0));
                        }
                    }
                }
                None => {
                    if matches!(g.nodes.get(i), Some(Node::Obj(_))) {
                        out.push(i as u32);
                    }
                }
            }
        }
    }
    out
}

impl Vm {
    /// `gc_collect_cycles()`: collects, calls the destructors of garbage objects, collects
    /// once more; the number of values freed.
    pub fn gc_collect_cycles(&mut self) -> Result<Value, Control> {
        self.collect_fiber_cycles();
        let shared = self.obj_shared.clone();
        let roots = &shared.gc;
        if roots.active.get() {
            return Ok(Value::Int(0));
        }
        if roots.due.get() || roots.in_dtors.get() {
            // php would have run by itself already, when its buffer filled up
            self.gc_check();
        }
        if roots.in_dtors.get() && self.fiber_block > 0 {
            // inside an automatic run's destructors php's collector is active
            return Ok(Value::Int(0));
        }
        roots.due.set(false);
        roots.in_dtors.set(false);
        if roots.rerun.replace(false) && !self.obj_shared.pending.borrow().is_empty() {
            roots.adjust_threshold(roots.carried.take());
            // an automatic run left destructors to call: php called them inside that run,
            // which then ran once more; that comes first, counted as the automatic run's
            let carried: std::collections::VecDeque<ObjectHandle> =
                self.obj_shared.pending.borrow_mut().drain(..).collect();
            roots.active.set(true);
            self.fiber_block += 1;
            return Box::new(GcDtors {
                queue: Default::default(),
                current: None,
                held: Vec::new(),
                count: 0,
                rerun: true,
                freed: carried,
                before: 0,
                orphans: Default::default(),
                orphan: false,
                explicit: true,
                frame_gone: false,
            })
            .next(self);
        }
        let before = self.obj_shared.pending.borrow().len();
        let (count, dtors) = run_once(roots, Vec::new(), None);
        // what the collector freed by breaking the cycles has its destructor called
        // inside the run, as php does
        let freed: std::collections::VecDeque<ObjectHandle> = {
            let mut pending = self.obj_shared.pending.borrow_mut();
            let at = before.min(pending.len());
            pending.drain(at..).collect()
        };
        if dtors.is_empty() && freed.is_empty() {
            return Ok(Value::Int(count as i64));
        }
        roots.active.set(true);
        // php blocks fiber switches while the collector calls destructors
        self.fiber_block += 1;
        Box::new(GcDtors {
            queue: dtors.iter().map(ObjectHandle::weak).collect(),
            current: None,
            held: Vec::new(),
            count,
            rerun: !dtors.is_empty(),
            freed,
            before,
            orphans: Default::default(),
            orphan: false,
            explicit: false,
            frame_gone: false,
        })
        .next(self)
    }

    /// Reference cell `r` is stored into an array (a cycle may go through it): it becomes a
    /// possible root of this VM's collector when it loses a holder.
    pub fn gc_attach(&self, r: &PhpRef) {
        r.attach_gc(&self.obj_shared);
    }

    /// The objects made so far (the VM's and the extensions' own) are not possible roots of
    /// the script: `gc_status()` starts at none, as php's.
    pub fn gc_settle(&self) {
        let roots = &self.obj_shared.gc;
        if let Ok(mut refs) = roots.refs.try_borrow_mut() {
            refs.clear();
        }
        if let Ok(mut watch) = roots.watch.try_borrow_mut() {
            watch.clear();
        }
        roots.protected.set(true);
        let objs = roots.objs.try_borrow_mut().map(|mut b| b.clear());
        for o in objs.into_iter().flatten() {
            o.unbuffer();
        }
        roots.protected.set(false);
        roots.reset();
    }

    /// `gc_enabled()`: the `zend.enable_gc` setting.
    pub fn gc_enabled(&self) -> bool {
        self.ini.get_bool("zend.enable_gc")
    }

    /// `gc_enable()` / `gc_disable()`.
    pub fn gc_set_enabled(&mut self, on: bool) {
        self.ini.set("zend.enable_gc", if on { "1" } else { "0" });
    }

    pub fn gc_status(&self) -> GcStatus {
        let roots = &self.obj_shared.gc;
        GcStatus {
            running: roots.active.get() || roots.in_dtors.get(),
            runs: roots.runs.get(),
            collected: roots.collected.get(),
            threshold: roots.threshold.get(),
            roots: (roots.objs.try_borrow().map_or(0, |o| o.used()) + roots.prune_refs())
                .saturating_sub(if roots.in_dtors.get() {
                    roots.waiting.get()
                } else {
                    0
                }),
        }
    }

    /// Between ops, when `GcRoots::due` is set: run the collector if enough possible roots
    /// are buffered and alive (or once more after an automatic run's destructors).
    pub(super) fn gc_check(&mut self) {
        let shared = self.obj_shared.clone();
        let roots = &shared.gc;
        if !self.obj_shared.pending.borrow().is_empty() || roots.active.get() {
            return;
        }
        if roots.in_dtors.get() {
            // an automatic run's destructors: php calls them inside the run (its collector
            // active: the roots they make start no run), runs once more after all of them,
            // calls what that finds, and adjusts its threshold once it is all over
            if self.fiber_block > 0 {
                // one of them runs (still due meanwhile)
                return;
            }
            if roots.rerun.replace(false) {
                let (count, dtors) = run_once(roots, Vec::new(), None);
                roots.carried.set(roots.carried.get() + count);
                if !dtors.is_empty() {
                    self.queue_destructors(dtors);
                    return;
                }
            }
            roots.in_dtors.set(false);
            roots.due.set(false);
            roots.adjust_threshold(roots.carried.take());
            return;
        }
        roots.due.set(false);
        let alive = roots.prune_objs() + roots.prune_refs();

        if !self.gc_enabled() {
            // php keeps buffering roots; only the dead entries go
            roots.fresh.set(0);
            return;
        }
        // the object just made is counted too: php's buffer then holds `threshold - 1` roots
        let threshold = roots.threshold.get() as usize;
        if alive < threshold {
            // look again when as many more are buffered as would reach it (a freed
            // object's root leaves the count: `remove_slot`)
            roots.fresh.set(u32::try_from(alive).unwrap_or(u32::MAX));
            return;
        }
        // php runs when its buffer is full and one more root comes: that one waits (objects
        // are candidates of every run, whatever their number)
        let limit = threshold - 1;
        let (count, dtors) = run_once(roots, Vec::new(), Some(limit));
        if dtors.is_empty() {
            roots.adjust_threshold(count);
        } else {
            // adjusted once the run that follows the destructors is done, as php does
            roots.carried.set(count);
            roots.waiting.set(alive.saturating_sub(limit));
            roots.rerun.set(true);
            roots.in_dtors.set(true);
            roots.due.set(true);
            self.queue_destructors(dtors);
        }
    }

    fn queue_destructors(&mut self, dtors: Vec<ObjectHandle>) {
        let mut pending = self.obj_shared.pending.borrow_mut();
        for o in dtors {
            if let Ok(mut d) = o.try_borrow_mut() {
                if d.destructed {
                    continue;
                }
                d.destructed = true;
            }
            pending.push(o);
        }
    }
}

/// The destructors of a `gc_collect_cycles()` run, called one after the other; then the
/// collector runs once more.
struct GcDtors {
    /// Weak, as php's buffer: one freed by another destructor gets its own call then.
    queue: std::collections::VecDeque<Weak<ObjBox>>,
    /// The object whose destructor runs (php holds one reference meanwhile).
    current: Option<ObjectHandle>,
    /// Objects whose destructor returned: php keeps them in its buffer, so the next run
    /// frees (and counts) one that nothing holds any more. With each, the references of
    /// its destructor's frame, which lives until the continuation returns.
    held: Vec<(ObjectHandle, usize)>,
    count: usize,
    rerun: bool,
    /// Objects freed by closing a generator, or by a destructor: theirs come first.
    freed: std::collections::VecDeque<ObjectHandle>,
    /// Destructors queued before the run (`ObjShared::pending`): not the run's own.
    before: usize,
    /// Objects a destructor freed: theirs come first, and they are gone after it (php
    /// frees them by their count, not as garbage).
    orphans: std::collections::VecDeque<ObjectHandle>,
    /// `current` is one of `orphans`.
    orphan: bool,
    /// These are an automatic run's destructors: `gc_collect_cycles()`'s own run follows.
    explicit: bool,
    /// The destructor that returned has its frame (its `$this`) gone already.
    frame_gone: bool,
}

impl GcDtors {
    /// The destructor of `current` returned (its frame, holding `$this`, is not dropped
    /// yet); the frames of the earlier ones are gone.
    fn take_current(&mut self) {
        for (_, frame) in &mut self.held {
            *frame = 0;
        }
        let frame = usize::from(!std::mem::take(&mut self.frame_gone));
        if let Some(o) = self.current.take() {
            if !std::mem::take(&mut self.orphan) {
                self.held.push((o, frame));
            }
        }
    }

    fn next(mut self: Box<Self>, vm: &mut Vm) -> Result<Value, Control> {
        self.take_current();
        {
            // an object a destructor freed has its own destructor called right away in php,
            // before the one that freed it returns to the collector
            let mut pending = vm.obj_shared.pending.borrow_mut();
            let at = self.before.min(pending.len());
            let mut orphans: Vec<ObjectHandle> = pending.drain(at..).collect();
            orphans.extend(self.orphans.drain(..));
            self.orphans = orphans.into();
        }
        loop {
            let mut orphan = false;
            let o = if let Some(o) = self.orphans.pop_front() {
                if o.class().magic.destruct.is_none() {
                    vm.obj_shared.pending.borrow_mut().push(o);
                    continue;
                }
                if let Ok(mut d) = o.try_borrow_mut() {
                    d.destructed = false;
                }
                orphan = true;
                o
            } else if let Some(o) = self.freed.pop_front() {
                if o.class().magic.destruct.is_none() {
                    vm.obj_shared.pending.borrow_mut().push(o);
                    continue;
                }
                // already flagged when its last reference went
                if let Ok(mut d) = o.try_borrow_mut() {
                    d.destructed = false;
                }
                o
            } else if let Some(w) = self.queue.pop_front() {
                match ObjectHandle::from_weak(&w) {
                    Some(o) => o,
                    None => continue,
                }
            } else {
                break;
            };
            let call = match o.try_borrow_mut() {
                Ok(mut d) if !d.destructed => {
                    d.destructed = true;
                    true
                }
                _ => false,
            };
            if call && o.class().magic.destruct.is_none() {
                // a generator without `finally` to run is closed now; a parked fiber or
                // another generator is destroyed (unwound) before the next op
                let before = vm.obj_shared.pending.borrow().len();
                if super::gen_gc::gc_close(&o) {
                    let mut pending = vm.obj_shared.pending.borrow_mut();
                    let at = before.min(pending.len());
                    self.freed.extend(pending.drain(at..));
                } else {
                    vm.obj_shared.pending.borrow_mut().push(o);
                }
                continue;
            }
            if call {
                self.current = Some(o.clone());
                self.orphan = orphan;
                let callee = Value::Array(PhpArray::from_values(vec![
                    Value::Object(o),
                    Value::str("__destruct"),
                ]));
                return Err(Control::Call {
                    callee,
                    args: Vec::new(),
                    then: self,
                });
            }
        }
        let roots = &vm.obj_shared.gc;
        if self.rerun {
            let held = std::mem::take(&mut self.held);
            let (count, dtors) = run_once(roots, held, None);
            self.count += count;
            if !dtors.is_empty() {
                self.rerun = false;
                self.queue = dtors.iter().map(ObjectHandle::weak).collect();
                return self.next(vm);
            }
        }
        self.held.clear();
        if std::mem::take(&mut self.explicit) {
            let before = vm.obj_shared.pending.borrow().len();
            let (count, dtors) = run_once(roots, Vec::new(), None);
            self.count = count;
            self.before = before;
            let mut pending = vm.obj_shared.pending.borrow_mut();
            let at = before.min(pending.len());
            self.freed.extend(pending.drain(at..));
            drop(pending);
            self.rerun = !dtors.is_empty();
            self.queue = dtors.iter().map(ObjectHandle::weak).collect();
            return self.next(vm);
        }
        roots.active.set(false);
        vm.fiber_block = vm.fiber_block.saturating_sub(1);
        Ok(Value::Int(self.count as i64))
    }
}

impl Continuation for GcDtors {
    fn resume(mut self: Box<Self>, vm: &mut Vm, _value: Value) -> Result<Value, Control> {
        self.frame_gone = true;
        self.next(vm)
    }

    fn releases_this_first(&self) -> bool {
        true
    }

    /// A destructor threw: php still frees what its run found (the rerun), then the
    /// exception goes on.
    fn unwind(mut self: Box<Self>, vm: &mut Vm) {
        let roots = &vm.obj_shared.gc;
        self.take_current();
        if self.rerun {
            let held = std::mem::take(&mut self.held);
            let (count, dtors) = run_once(roots, held, None);
            self.count += count;
            drop(dtors);
        }
        roots.active.set(false);
        vm.fiber_block = vm.fiber_block.saturating_sub(1);
    }
}
