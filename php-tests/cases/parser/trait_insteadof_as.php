<?php
class Talker {
    use A, B {
        B::smallTalk insteadof A;
        A::bigTalk insteadof B, C;
        B::bigTalk as talk;
        sayHello as protected;
        sayHello as private myPrivateHello;
        A::x as final y;
        z as public;
    }
}
