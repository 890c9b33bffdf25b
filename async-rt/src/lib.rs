//! The scheduler, reactor, timers, `Async\` API and threads. Not yet built.
