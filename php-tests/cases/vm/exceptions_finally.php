<?php
function f() {
    try { echo "try "; return "try-value"; }
    finally { echo "finally "; }
}
echo f(), "\n";
function g() {
    try { return "try"; }
    finally { return "finally overrides"; }
}
echo g(), "\n";
function h() {
    try { throw new Exception("lost"); }
    finally { return "finally swallows"; }
}
echo h(), "\n";
function k() {
    foreach ([1, 2, 3] as $i) {
        try { if ($i == 2) continue; if ($i == 3) break; echo "body$i "; }
        finally { echo "fin$i "; }
    }
    echo "\n";
}
k();
