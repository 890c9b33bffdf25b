<?php
enum E: string {
    case A = 'a';
