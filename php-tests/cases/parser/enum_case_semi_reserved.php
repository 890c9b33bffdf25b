<?php
enum Kw {
    case List;
    case Function;
    case Match;
    case Default;
}
echo Kw::List->name;
