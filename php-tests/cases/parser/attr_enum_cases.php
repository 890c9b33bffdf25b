<?php
#[Flags]
enum Status: string {
    #[Label('Active')]
    case Active = 'a';
    #[Label('Inactive'), Hidden]
    case Inactive = 'i';
}
