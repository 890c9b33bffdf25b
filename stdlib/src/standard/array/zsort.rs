//! php's hybrid sort (`zend_sort`: insertion sort up to 16 elements, else a quicksort with a
//! median-of-3/5 pivot), for Rust comparisons. Running the same algorithm as php makes the
//! sequence of comparisons, and so the warnings a comparison may raise, the same as php's.
//! Callers make it stable by breaking ties on the original position, as php 8 does.

/// Sort `v` in place with `cmp` (`> 0` means "a after b"). Never panics, whatever `cmp`
/// returns.
pub(crate) fn zend_sort<T>(v: &mut [T], cmp: &mut dyn FnMut(&T, &T) -> i32) {
    let mut base = 0usize;
    let mut n = v.len();
    loop {
        if n <= 16 {
            insert_sort(&mut v[base..base + n], cmp);
            return;
        }
        let start = base;
        let end = base + n;
        let offset = n >> 1;
        let pivot = start + offset;
        if n >> 10 != 0 {
            let delta = offset >> 1;
            sort5(
                v,
                [start, start + delta, pivot, pivot + delta, end - 1],
                cmp,
            );
        } else {
            sort3(v, start, pivot, end - 1, cmp);
        }
        v.swap(start + 1, pivot);
        let pivot = start + 1;
        let mut i = pivot + 1;
        let mut j = end - 1;
        'part: loop {
            while cmp(&v[pivot], &v[i]) > 0 {
                i += 1;
                if i == j {
                    break 'part;
                }
            }
            j -= 1;
            if j == i {
                break 'part;
            }
            while cmp(&v[j], &v[pivot]) > 0 {
                j -= 1;
                if j == i {
                    break 'part;
                }
            }
            v.swap(i, j);
            i += 1;
            if i == j {
                break 'part;
            }
        }
        v.swap(pivot, i - 1);
        if (i - 1) - start < end - i {
            zend_sort(&mut v[start..i - 1], cmp);
            base = i;
            n = end - i;
        } else {
            zend_sort(&mut v[i..end], cmp);
            base = start;
            n = i - start - 1;
        }
    }
}

fn sort2<T>(v: &mut [T], a: usize, b: usize, cmp: &mut dyn FnMut(&T, &T) -> i32) {
    if cmp(&v[a], &v[b]) > 0 {
        v.swap(a, b);
    }
}

fn sort3<T>(v: &mut [T], a: usize, b: usize, c: usize, cmp: &mut dyn FnMut(&T, &T) -> i32) {
    if cmp(&v[a], &v[b]) <= 0 {
        if cmp(&v[b], &v[c]) <= 0 {
            return;
        }
        v.swap(b, c);
        sort2(v, a, b, cmp);
        return;
    }
    if cmp(&v[c], &v[b]) <= 0 {
        v.swap(a, c);
        return;
    }
    v.swap(a, b);
    sort2(v, b, c, cmp);
}

fn sort4<T>(v: &mut [T], p: [usize; 4], cmp: &mut dyn FnMut(&T, &T) -> i32) {
    let [a, b, c, d] = p;
    sort3(v, a, b, c, cmp);
    if cmp(&v[c], &v[d]) > 0 {
        v.swap(c, d);
        if cmp(&v[b], &v[c]) > 0 {
            v.swap(b, c);
            sort2(v, a, b, cmp);
        }
    }
}

fn sort5<T>(v: &mut [T], p: [usize; 5], cmp: &mut dyn FnMut(&T, &T) -> i32) {
    let [a, b, c, d, e] = p;
    sort4(v, [a, b, c, d], cmp);
    if cmp(&v[d], &v[e]) > 0 {
        v.swap(d, e);
        if cmp(&v[c], &v[d]) > 0 {
            v.swap(c, d);
            if cmp(&v[b], &v[c]) > 0 {
                v.swap(b, c);
                sort2(v, a, b, cmp);
            }
        }
    }
}

/// `zend_insert_sort`.
fn insert_sort<T>(v: &mut [T], cmp: &mut dyn FnMut(&T, &T) -> i32) {
    let n = v.len();
    match n {
        0 | 1 => {}
        2 => sort2(v, 0, 1, cmp),
        3 => sort3(v, 0, 1, 2, cmp),
        4 => sort4(v, [0, 1, 2, 3], cmp),
        5 => sort5(v, [0, 1, 2, 3, 4], cmp),
        _ => {
            let sentry = 6.min(n);
            for i in 1..sentry {
                let mut j = i - 1;
                if cmp(&v[j], &v[i]) <= 0 {
                    continue;
                }
                while j != 0 {
                    j -= 1;
                    if cmp(&v[j], &v[i]) <= 0 {
                        j += 1;
                        break;
                    }
                }
                v[j..=i].rotate_right(1);
            }
            for i in sentry..n {
                let mut j = i - 1;
                if cmp(&v[j], &v[i]) <= 0 {
                    continue;
                }
                loop {
                    j -= 2;
                    if cmp(&v[j], &v[i]) <= 0 {
                        j += 1;
                        if cmp(&v[j], &v[i]) <= 0 {
                            j += 1;
                        }
                        break;
                    }
                    if j == 0 {
                        break;
                    }
                    if j == 1 {
                        j -= 1;
                        if cmp(&v[i], &v[j]) > 0 {
                            j += 1;
                        }
                        break;
                    }
                }
                v[j..=i].rotate_right(1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::zend_sort;

    #[test]
    fn sorts_many_sizes() {
        for n in 0..300usize {
            let mut v: Vec<u64> = (0..n as u64).map(|i| (i * 7919 + 13) % 101).collect();
            let mut w = v.clone();
            w.sort();
            zend_sort(&mut v, &mut |a, b| a.cmp(b) as i32);
            assert_eq!(v, w);
        }
    }

    #[test]
    fn survives_inconsistent_comparisons() {
        let mut v: Vec<u32> = (0..200).collect();
        let mut k = 0u32;
        zend_sort(&mut v, &mut |_, _| {
            k = k.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (k % 3) as i32 - 1
        });
        assert_eq!(v.len(), 200);
    }
}
