<?php
enum Suit {
    case Hearts, Spades;
}
