<?php
namespace A {
    class B {}
